"""Render the page model: the Jinja2 shell (autoescape on), its CSS and script, and the data as JSON.

The data goes into ``<script type="application/json">``; ``<``, ``>`` and
``&`` (and the JavaScript line separators) are written as ``\\uXXXX``
escapes, so no string from an article or a table can close that element.
"""
from __future__ import annotations

import json
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent / "templates"
TEMPLATE = "report.html.j2"
SCRIPTS = ("charts.js", "page.js")  # concatenated, in this order, inside one function scope
_ESCAPES = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def json_for_script(data) -> str:
    """``data`` as JSON that is safe inside a <script> element of an HTML page."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.translate(_ESCAPES)


def _read(name: str) -> str:
    return (TEMPLATES / name).read_text(encoding="utf-8")


def render_page(model: dict) -> str:
    import jinja2
    from markupsafe import Markup

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,  # every {{ }} is escaped; only the CSS, the script and the JSON below are not
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    script = '(function () {\n"use strict";\n' + "\n".join(_read(n) for n in SCRIPTS) + "\n})();"
    return env.get_template(TEMPLATE).render(
        **model, css=Markup(_read("report.css")), script=Markup(script),
        data_json=Markup(json_for_script(model["data"])))
