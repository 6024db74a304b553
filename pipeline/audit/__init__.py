"""The audit: score predicted tables against gold labels, as GOLD.md says.

Modules: ``gold`` (load and validate tables), ``scoring`` (the pure matching
and metrics; its docstring states every scoring choice), ``sentences`` (the
article sentence a row concerns), ``report`` (text, summary, audit.csv),
``core`` (:func:`audit_dirs`).

API (names kept stable for the extract command and the review page)::

    from pipeline.audit import audit_dirs, AuditInputError
    result = audit_dirs(gold_dir, pred_dir)   # raises AuditInputError on bad input;
                                 # tables=["mentions"] scores only that table
    result.format_summary()      # short text: micro P/R/F1 per table, qualifier accuracy
    result.format_text(path)     # the full text report of `python -m pipeline audit`
    result.to_dict()             # the --json structure
    result.micro_f1("mentions")  # float, or None when the table was not scored
    result.qualifier_accuracy()  # float, or None (no results scored or none matched)
    result.scored("results")     # bool
    result.per_document("mentions")  # {doc_id: {"precision","recall","f1","n_gold","n_pred"}}
    result.per_rule("mentions")      # {rule: {"right": n, "wrong": n}}
    result.missed("mentions")    # [dict]: the gold row's cells + "line", "file"
    result.spurious("results")   # [dict]: the prediction's cells (start, end, rule, text,
                                 #   evidence, ...) + "line", "file"
    result.matched("results")    # [(gold dict, prediction dict)]
    result.audit_rows()          # the rows of audit.csv (with "sentence")
    result.write_audit_csv(path=None)  # default: <pred_dir>/audit.csv; returns the path
    result.notes                 # warnings (a missing prediction file, unextracted documents)

``AuditInputError.problems`` is a list of one-line messages, each naming the
file and line (header = line 1).
"""
from pipeline.audit.core import AuditResult, audit_dirs
from pipeline.audit.gold import AuditInputError, name_key

__all__ = ["AuditResult", "AuditInputError", "audit_dirs", "name_key"]
