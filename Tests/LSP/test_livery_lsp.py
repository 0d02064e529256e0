"""`livery lsp` driven over stdio by pytest-lsp, a real LSP client.

Run by Scripts/lsp-test.sh (part of `make test`), which installs pytest-lsp
into a virtual environment and names the `livery` binary in LIVERY.
"""

import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

LIVERY = os.environ.get("LIVERY", ".build/debug/livery")
FOLDER = pathlib.Path(os.environ.get("LSP_TEST_FOLDER", "/tmp/livery-lsp-test"))
FOLDER.mkdir(parents=True, exist_ok=True)
URI = (FOLDER / "App.style.yaml").as_uri()
TEXT = "livery: 1\nrules:\n  - type: UILabel\n    set:\n      textColor: sytemBlue\n      layer:\n        cornerRadius: 4\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LIVERY, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=FOLDER.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, text: str = TEXT, uri: str = URI):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )


def change(client: LanguageClient, start, end, text, version=2):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text
                )
            ],
        )
    )


@pytest.mark.asyncio
async def test_a_typo_is_diagnosed_over_its_whole_token_and_cleared_when_fixed(client: LanguageClient):
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [diagnostic] = client.diagnostics[URI]
    assert diagnostic.code == "unknown-color"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range == types.Range(start=types.Position(4, 17), end=types.Position(4, 26))
    assert diagnostic.message == "unknown color 'sytemBlue'\nhint: did you mean 'systemBlue'?"

    change(client, (4, 17), (4, 26), "systemBlue")
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []


@pytest.mark.asyncio
async def test_hover_shows_the_property_of_the_rules_own_class(client: LanguageClient):
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(6, 10))
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**layer.cornerRadius** on UIView\n\nThe radius of the layer's rounded corners")
    assert "Kind: number. Default: 0. Range: ≥ 0." in hover.contents.value
    assert hover.range == types.Range(start=types.Position(6, 8), end=types.Position(6, 20))


@pytest.mark.asyncio
async def test_a_ten_megabyte_document_and_a_closed_one_end_in_errors(client: LanguageClient):
    huge = (FOLDER / "Huge.style.yaml").as_uri()
    open_document(client, "# padding\n" * 1_100_000, uri=huge)
    await client.wait_for_notification(types.WINDOW_SHOW_MESSAGE)
    assert client.messages[-1].message.endswith("bytes; documents over 4194304 are not checked")
    with pytest.raises(Exception, match="is not open"):
        await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=huge), position=types.Position(0, 0))
        )


@pytest.mark.asyncio
async def test_a_change_beyond_the_documents_end_is_refused_and_the_text_kept(client: LanguageClient):
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    change(client, (40, 0), (41, 0), "x")
    await client.wait_for_notification(types.WINDOW_SHOW_MESSAGE)
    assert client.messages[-1].message == "the change's range 40:0–41:0 is beyond the document's end"
    # The document is still the one opened: the typo is still there to fix.
    change(client, (4, 17), (4, 26), "systemBlue", version=3)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []


FEATURES = """livery: 1
colors:
  brand: "#1E6FD9"
constants:
  radius: 12
rules:
  - type: UILabel
    set:
      textColor: brand
      layer.cornerRadius: $radius
      alpha: 0.5
"""


@pytest.mark.asyncio
async def test_completion_offers_the_rules_own_properties_and_values_by_kind(client: LanguageClient):
    open_document(client, FEATURES)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    keys = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(10, 6))
    )
    labels = [item.label for item in keys.items]
    assert "textColor" in labels and "numberOfLines" in labels and "titleColor" not in labels
    text_color = next(item for item in keys.items if item.label == "textColor")
    assert text_color.documentation.value.startswith("The label's text colour")
    colors = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(8, 17))
    )
    assert [item.label for item in colors.items][:1] == ["brand"]
    assert "systemBlue" in [item.label for item in colors.items]


@pytest.mark.asyncio
async def test_definition_of_a_palette_colour_and_a_constant(client: LanguageClient):
    open_document(client, FEATURES)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    brand = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(8, 19))
    )
    assert brand.uri == URI and brand.range.start == types.Position(2, 2)
    radius = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(9, 28))
    )
    assert radius.range.start == types.Position(4, 2)


@pytest.mark.asyncio
async def test_colours_and_their_presentation(client: LanguageClient):
    open_document(client, FEATURES)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    colors = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [(c.range.start.line, c.range.start.character) for c in colors] == [(2, 9), (8, 17)]
    color = colors[1].color
    assert (color.red, color.green, color.blue, color.alpha) == pytest.approx((30 / 255, 111 / 255, 217 / 255, 1.0), abs=1e-6)
    [presentation] = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            color=types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0),
            range=colors[0].range,
        )
    )
    assert presentation.label == '"#FF0000"'


@pytest.mark.asyncio
async def test_a_quick_fix_applies_the_did_you_mean(client: LanguageClient):
    open_document(client, TEXT)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [diagnostic] = client.diagnostics[URI]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    [fix] = actions
    assert fix.title == "Change to 'systemBlue'"
    assert list(fix.edit.changes[URI]) == [types.TextEdit(range=diagnostic.range, new_text="systemBlue")]


@pytest.mark.asyncio
async def test_references_and_rename_reach_every_file_of_the_workspace(client: LanguageClient):
    # A second stylesheet, on disk only, uses the palette colour.
    (FOLDER / "Other.style.yaml").write_text("livery: 1\nimports: [App.style.yaml]\nrules:\n  - type: UIView\n    set: { tintColor: brand }\n")
    open_document(client, FEATURES)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    at = types.TextDocumentPositionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(8, 19))
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=at.text_document, position=at.position, context=types.ReferenceContext(include_declaration=True)
        )
    )
    other = (FOLDER / "Other.style.yaml").as_uri()
    assert sorted((r.uri == other, r.range.start.line, r.range.start.character) for r in references) == [
        (False, 2, 2),
        (False, 8, 17),
        (True, 4, 22),
    ]
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=at.text_document, position=at.position, new_name="accent")
    )
    assert sorted(edit.changes.keys()) == sorted([URI, other])
    assert all(change.new_text == "accent" for changes in edit.changes.values() for change in changes)
    with pytest.raises(Exception, match="is not a name"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=at.text_document, position=at.position, new_name="9lives")
        )


@pytest.mark.asyncio
async def test_hover_shows_a_values_resolved_form(client: LanguageClient):
    open_document(client, FEATURES)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    async def hover(line, character):
        result = await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line, character))
        )
        return result.contents.value

    assert await hover(9, 28) == "**$radius** = 12"
    assert await hover(8, 19) == '**brand**: "#1E6FD9"'


TOKENS = """{
  "color": {
    "$type": "color",
    "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1], "hex": "#007AFF" } },
    "action": { "$value": "{color.blue}" }
  },
  "radius": { "$type": "dimension", "card": { "$value": { "value": 14, "unit": "px" } } }
}
"""


@pytest.mark.asyncio
async def test_design_tokens_complete_hover_and_lead_to_their_file(client: LanguageClient):
    (FOLDER / "Brand.tokens.json").write_text(TOKENS)
    text = "livery: 1\nimports: [Brand.tokens.json]\nrules:\n  - type: UIView\n    set:\n      tintColor: color.action\n      layer.cornerRadius: $radius.card\n"
    open_document(client, text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []
    document = types.TextDocumentIdentifier(uri=URI)
    colors = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=types.Position(5, 17)))
    assert "color.action" in [item.label for item in colors.items]
    numbers = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=types.Position(6, 26)))
    assert "$radius.card" in [item.label for item in numbers.items]
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=types.Position(5, 20)))
    assert hover.contents.value == "**color.action**: color token, color.action → color.blue"
    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=types.Position(6, 30)))
    assert definition.uri == (FOLDER / "Brand.tokens.json").as_uri() and definition.range.start.line == 6
    # The alias's swatch is the colour it leads to.
    [swatch] = await client.text_document_document_color_async(types.DocumentColorParams(text_document=document))
    assert swatch.range.start == types.Position(5, 17)
    assert (swatch.color.red, swatch.color.green, swatch.color.blue) == pytest.approx((0.0, 122 / 255, 1.0), abs=1e-6)
