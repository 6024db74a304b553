"""Render the page model with the Jinja2 template (autoescape on, always)."""
from __future__ import annotations

from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent / "templates"
TEMPLATE = "report.html.j2"


def render_page(model: dict) -> str:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,  # every {{ }} is escaped; only Markup built by highlight/chart is not
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env.get_template(TEMPLATE).render(**model)
