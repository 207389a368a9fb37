"""The ``genaicache`` command line (``genaicache --help``)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from genaicache.calibrate import (
    Calibration,
    CurvePoint,
    calibrate,
    default_thresholds,
    load_pairs,
    plot,
    score_pairs,
)
from genaicache.errors import GenAICacheError

app = typer.Typer(
    name="genaicache", no_args_is_help=True, add_completion=False,
    help="Prompt, token and chunk caches for LLM applications.",
)


@app.callback()
def main() -> None:
    """genaicache: tools for the cache."""


def _fmt(point: CurvePoint) -> list[str]:
    return [f"{point.precision:.3f}", f"{point.recall:.3f}", f"{point.false_hit_rate:.3f}"]


def _table(result: Calibration) -> Table:
    table = Table(title=f"Quality over thresholds ({result.pairs} pairs)")
    table.add_column("threshold", justify="right")
    for head in ("precision", "recall", "false hits"):
        table.add_column(f"{head}\n(cosine)", justify="right")
    for head in ("precision", "recall", "false hits"):
        table.add_column(f"{head}\n(verified)", justify="right", style="bold")
    for plain, verified in zip(result.plain, result.verified, strict=True):
        table.add_row(f"{plain.threshold:.2f}", *_fmt(plain), *_fmt(verified))
    return table


def _report(console: Console, result: Calibration) -> None:
    console.print(_table(result))
    need = 1.0 - result.max_error_rate
    for label, point in (("cosine only", result.recommended_plain),
                         ("cosine + verification", result.recommended_verified)):
        if point is None:
            console.print(f"[yellow]{label}: no threshold reaches precision >= {need:.3f}[/]")
        else:
            console.print(
                f"{label}: recommended threshold [bold]{point.threshold:.2f}[/] "
                f"(precision {point.precision:.3f}, recall {point.recall:.3f}, "
                f"false hits {point.false_hit_rate:.3f})"
            )


@app.command("calibrate")
def calibrate_command(
    file: Annotated[Path, typer.Argument(help="CSV with question1, question2, is_duplicate.")],
    plot_path: Annotated[
        Path | None, typer.Option("--plot", help="Write the curves to this PNG file.")
    ] = None,
    max_error_rate: Annotated[
        float, typer.Option(help="Accepted share of wrong answers among hits.")
    ] = 0.02,
    verify: Annotated[bool, typer.Option(help="Run the default verifier on each pair.")] = True,
    alignment: Annotated[
        bool, typer.Option(help="Include the token-alignment check (runs the model per pair).")
    ] = True,
    lo: Annotated[float, typer.Option("--min", help="Lowest threshold.")] = 0.70,
    hi: Annotated[float, typer.Option("--max", help="Highest threshold.")] = 0.99,
    step: Annotated[float, typer.Option(help="Threshold step.")] = 0.01,
) -> None:
    """Print the precision / recall / false-hit curve and the recommended threshold."""
    console = Console()
    try:
        pairs = load_pairs(file)
        if not pairs:
            raise typer.BadParameter(f"{file} has no rows", param_hint="FILE")
        grid = default_thresholds(lo, hi, step)
        from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
        from genaicache.verify.chain import default_verifier

        embedder = SentenceTransformerEmbedder()
        verifier = default_verifier(embedder if alignment else None) if verify else None
        with console.status(f"embedding and verifying {len(pairs)} pairs"):
            scored = score_pairs(pairs, embedder, verifier)
        result = calibrate(scored, max_error_rate=max_error_rate, thresholds=grid)
    except GenAICacheError as exc:
        console.print(f"[red]error:[/] {exc}")
        raise typer.Exit(2) from None
    _report(console, result)
    if plot_path is not None:
        console.print(f"plot written to {plot(result, plot_path)}")
