"""pipeline.verify.verdict: a press figure against an official score."""
import pytest

from pipeline.verify.verdict import agrees, figure_of, rounds_to


@pytest.mark.parametrize("value, qualifier, written, after, official, ok", [
    # rounded as the article rounds
    ("28.3", "=", "28.3", "", 28.335, True),
    ("29.1", "=", "29.1", "", 29.147, True),
    ("10.6", "=", "10.6", "", 10.564, True),
    ("5.67", "=", "5.67", "", 5.6718, True),
    ("3.79", "=", "3.79", "", 3.7949, True),
    ("14.5", "=", "14.5", "", 14.4846, True),
    ("28.3", "=", "28.3", "", 28.36, False),  # 28.4 rounded: truncating is not rounding
    ("28.3", "=", "28.3", "", 28.41, False),
    ("28.3", "=", "28.3", "", 28.24, False),
    ("10.6", "=", "10.6", "", 11.076, False),
    # precision from the text, not from the value: "6.0" written is one decimal
    ("6", "=", "6.0", "", 6.3, False),
    ("6", "=", "6", "", 6.3, True),
    ("6", "=", None, "", 6.3, True),  # no text: decimals of the value string
    # the written unit: 0.2 hours is 12 minutes, compared at 0.1 hour
    ("12", "=", "0.2", "", 12.9, True),
    ("12", "=", "0.2", "", 15.5, False),  # 0.26 hours is 0.3
    ("0.5", "=", "30", "", 0.508, True),  # 30 seconds
    # qualifiers
    ("6", "<", "6", "", 5.879, True),
    ("6", "<", "不到6", "", 6.858, False),
    ("6", "<=", "6", "", 6.0, True),
    ("9", ">", "9", "分多鐘", 9.392, True),
    ("9", ">", "9", "分多鐘", 11.076, False),  # 9-something is below 10
    ("9", ">", "9分多钟", "", 9.392, True),
    ("9", ">", "9分多钟", "", 11.076, False),
    ("9", ">", "9多分钟", "", 10.2, False),
    ("9", ">", "9", " minutes", 11.076, True),  # "more than 9 minutes": no upper bound
    ("9", ">", "9", "分多鐘", 8.9, False),
    ("9", ">=", "9", "", 9.0, True),
    ("24", "~", "24", "", 25.1, True),
    ("24", "~", "24", "", 25.5, False),
])
def test_agrees(value, qualifier, written, after, official, ok):
    fig = figure_of(value, qualifier, written, after)
    assert agrees(fig, official) is ok


@pytest.mark.parametrize("value, written, number, decimals, factor", [
    ("28.3", "28.3", 28.3, 1, 1.0),
    ("28.3", "28.3分钟", 28.3, 1, 1.0),
    ("6", "不到６分钟", 6.0, 0, 1.0),  # full-width digit
    ("312", "5.2", 5.2, 1, 60.0),
    ("311.94", "5.2", 5.2, 1, 60.0),  # a converted value within 0.5 %
    ("9", "九分多钟", 9.0, 0, 1.0),  # no digit written: the value string
    ("28.3", "99", 28.3, 1, 1.0),  # span text is not this figure: ignored
])
def test_figure_of(value, written, number, decimals, factor):
    fig = figure_of(value, "=", written)
    assert (fig.number, fig.decimals) == (pytest.approx(number), decimals)
    assert fig.factor == pytest.approx(factor)


def test_rounds_to():
    fig = figure_of("28.3", "=", "28.3")
    assert rounds_to(fig, 28.335) and rounds_to(fig, 28.25) and rounds_to(fig, 28.349)
    assert not rounds_to(fig, 28.38) and not rounds_to(fig, 28.2)


def test_unknown_qualifier():
    with pytest.raises(ValueError):
        agrees(figure_of("5", "?", "5"), 5.0)
