"""One official result: a submitter's system on one benchmark in one round.

Both sources give these: the scores table (:mod:`scores`) and a result
repository in the official layout (:mod:`repository`).  ``score`` is the raw
olympic mean of the runs in minutes; ``rcp_factor`` the RCP normalisation of
the review (``scaling.json``), so ``published`` is the figure of the
published results table, the one press releases quote.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.verify.mllog import Run
from pipeline.verify.rounds import shown


@dataclass
class Submission:
    round: str  # "1.1"
    submitter: str
    system_dir: str
    benchmark: str  # canonical name (GOLD.md)
    system_name: str = ""
    division: str = ""
    availability: str = ""
    accelerators: int | None = None  # in the whole system
    accelerator: str = ""  # accelerator_model_name as the submitter wrote it
    nodes: int | None = None
    accelerators_per_node: int | None = None
    framework: str = ""
    score: float | None = None  # raw olympic mean, minutes
    rcp_factor: float | None = None
    status: str = "ok"
    note: str = ""
    source: str = ""  # the scores table's source_path, or the result folder read
    runs: list[Run] = field(default_factory=list)
    expected_runs: int = 0

    @property
    def published(self) -> float | None:
        if self.score is None:
            return None
        return self.score * self.rcp_factor if self.rcp_factor else self.score

    def figures(self) -> list[tuple[str, float]]:
        """(kind, minutes) to compare a claim with: the published score, then the raw one
        when an RCP factor makes them differ; kind is "" when there is no factor."""
        if self.score is None:
            return []
        if not self.rcp_factor or self.rcp_factor == 1:
            return [("", self.score)]
        return [("published", self.published), ("raw", self.score)]

    @property
    def failed_runs(self) -> int:
        return sum(1 for r in self.runs if not r.success)

    @property
    def ident(self) -> tuple:
        return (self.round, self.submitter.casefold(), self.system_dir, self.benchmark)

    def label(self) -> str:
        """"v1.1 Graphcore/ipu-pod16-TF1" (for notes)."""
        return f"{shown(self.round)} {self.submitter}/{self.system_dir}"

    def as_row(self) -> dict:
        blank = lambda x: "" if x is None else x
        return {
            "round": shown(self.round), "submitter": self.submitter,
            "system_dir": self.system_dir, "system_name": self.system_name,
            "division": self.division, "availability": self.availability,
            "accelerators": blank(self.accelerators), "accelerator": self.accelerator,
            "nodes": blank(self.nodes), "accelerators_per_node": blank(self.accelerators_per_node),
            "framework": self.framework, "benchmark": self.benchmark,
            "runs": len(self.runs) if self.runs else "", "failed_runs":
                self.failed_runs if self.runs else "",
            "score": "" if self.score is None else f"{self.score:.4f}",
            "rcp_factor": blank(self.rcp_factor),
            "published": "" if self.published is None else f"{self.published:.4f}",
            "status": self.status, "note": self.note, "source": self.source,
        }


SUBMISSION_COLUMNS = list(Submission("", "", "", "").as_row())
