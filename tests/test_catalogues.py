"""The translation catalogues (``majlis/locales``, ``docs/translating.md``): every key in
every language, none unused, every plural form a language has (the check, and the command
translators run); words as each language says them, numbers choosing their forms by the
language's plural rules; the server's error pages and refusals from them."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from majlis.catalogues import problems
from majlis.games import game_class
from majlis.i18n import LANGUAGES, catalogue, say
from majlis.server.pages import error_page
from majlis.server.seats import table_refusal


def test_every_catalogue_is_whole() -> None:
    assert problems() == []


def reading(changed: dict[tuple[str, str], str]) -> object:
    """A reader of the catalogues with some of them changed: (language, part) -> text."""
    def read(language: str, part: str) -> str:
        return changed.get((language, part), catalogue(language, part))
    return read


def test_the_check_finds_a_missing_key_an_unused_one_and_one_english_lacks() -> None:
    czech = catalogue("cs", "page").replace("ui-sit = ", "ui-sit-typo = ")
    english = catalogue("en", "page") + "\nui-nobody-says-this = Unused\n"
    server = catalogue("en", "server") + "\nerror-999 = Unused\n"
    found = problems(read=reading({("cs", "page"): czech, ("en", "page"): english,
                                   ("en", "server"): server}))
    assert "en/server.ftl: error-999 is used nowhere" in found
    assert "cs/page.ftl: ui-sit is missing" in found
    assert "cs/page.ftl: ui-sit-typo is not in English" in found
    assert "en/page.ftl: ui-nobody-says-this is used nowhere" in found
    assert "cs/page.ftl: ui-nobody-says-this is missing" in found


def test_the_check_finds_words_the_page_or_a_refusal_says_that_no_catalogue_has() -> None:
    english = catalogue("en", "page").replace("ui-sit = ", "ui-sat = ")
    refusals = catalogue("en", "refusals").replace("refusal-busy = ", "refusal-bussy = ")
    found = problems(read=reading({("en", "page"): english, ("en", "refusals"): refusals}))
    assert "en: ui-sit is said but worded nowhere" in found
    assert "en: refusal-busy is said but worded nowhere" in found


def test_the_check_finds_a_plural_form_left_out() -> None:
    """Czech says 2 to 4 of a thing in a form of their own ("3 boti"): a choice by a
    number without it is reported; so is Arabic's two, and text that does not parse."""
    czech = catalogue("cs", "page").replace("        [few] { $n } boti\n", "")
    arabic = catalogue("ar", "refusals") + "\nrefusal-broken = { $x\n"
    found = problems(read=reading({("cs", "page"): czech, ("ar", "refusals"): arabic}))
    assert "cs/page.ftl: ui-event_bots leaves out the plural forms few" in found
    assert any(line.startswith("ar/refusals.ftl: cannot read") for line in found), found


def test_translators_run_the_check_as_a_command() -> None:
    english = {name: value for name, value in os.environ.items()
               if name not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "majlis", "i18n-check"], capture_output=True,
                          text=True, timeout=120, check=False, env=english)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 problem(s) in the catalogues of en, ar, hi, cs" in done.stdout


@pytest.mark.parametrize(("language", "n", "said"), [
    ("en", 1, "1 bot"), ("en", 3, "3 bots"),
    ("cs", 1, "1 bot"), ("cs", 3, "3 boti"), ("cs", 5, "5 botů"),
    ("ar", 2, "آليان"), ("ar", 3, "3 آليين"), ("ar", 11, "11 آليًا"),
    ("hi", 1, "1 बॉट"), ("hi", 1500, "1500 बॉट"),
])
def test_a_number_chooses_its_words_by_the_language_s_plural_rules(language: str, n: int,
                                                                   said: str) -> None:
    assert say("ui.event_bots", language, n=n) == said


def test_a_card_and_a_suit_in_the_names_players_use() -> None:
    assert say("card", "hi", rank=say("rank.A", "hi"), suit=say("suit.S", "hi")) == \
        "हुकुम का इक्का"
    assert [say(f"suit.{suit}", "hi") for suit in "SHDC"] == ["हुकुम", "पान", "ईंट", "चिड़ी"]
    assert say("rank.7", "cs") == "sedma"


def test_a_key_no_catalogue_has_is_none_and_a_language_without_it_says_english() -> None:
    assert say("ui.no_such_key", "cs") is None
    assert say("ui.sit", "fr") == say("ui.sit", "en") == "Sit here"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_error_page_speaks_every_language(language: str) -> None:
    page = bytes(error_page(404, language).body).decode()
    assert f"<h1>{say('error-404-title', language)}</h1>" in page
    assert say("error-back", language) in page
    other = bytes(error_page(500, language).body).decode()
    assert f"<h1>{say('error-title', language)}</h1>" in other


def test_a_table_refusal_is_the_one_sentence_of_its_key() -> None:
    refusal = table_refusal("earlier_rules")
    assert refusal.code == "not_found"
    assert refusal.message == say("refusal.earlier_rules", "en")
    assert refusal.fields["why"]["name"] == "earlier_rules"


def test_the_check_finds_a_rules_page_missing_or_drifted_from_the_english() -> None:
    """A game with no page in a language, and a page that lost a list item or a heading
    since the English changed, are reported where they are."""
    def rules(game_id: str, language: str) -> str | None:
        text = game_class(game_id).rules(language)
        if (game_id, language) == ("sedma", "hi"):
            return None
        if (game_id, language) == ("sedma", "cs") and text is not None:
            return text.replace("- Hraje se doleva", "Hraje se doleva")
        if (game_id, language) == ("badam-saat", "cs") and text is not None:
            return text.replace("## Konec zápasu\n", "")
        return text
    found = problems(rules=rules)
    assert "rules/sedma.hi.md is missing" in found
    assert 'rules/sedma.cs.md: under "Kostky a rozdávání" (in English "The tiles and the ' \
        'deal"): 1 list items where English has 2, unlike the English page' in found
    assert "rules/badam-saat.cs.md: 5 headings where English has 6, unlike the English " \
        "page" in found
    assert len(found) == 3, found


def test_the_check_finds_words_the_terminal_or_the_command_says_that_no_catalogue_has(
) -> None:
    english = catalogue("en", "terminal").replace("tui-key-play = ", "tui-key-plays = ")
    cli = catalogue("en", "cli").replace("cli-error = ", "cli-eror = ")
    found = problems(read=reading({("en", "terminal"): english, ("en", "cli"): cli}))
    assert "en: tui-key-play is said but worded nowhere" in found
    assert "en: cli-error is said but worded nowhere" in found
    assert "en/terminal.ftl: tui-key-plays is used nowhere" in found
    assert "hi/cli.ftl: cli-error is not in English" in found


def test_the_check_finds_a_czech_plural_form_left_out_in_the_terminal() -> None:
    czech = catalogue("cs", "terminal").replace("        [few] { $n } štychy\n", "")
    found = problems(read=reading({("cs", "terminal"): czech}))
    assert found == ["cs/terminal.ftl: tui-tricks leaves out the plural forms few"]
