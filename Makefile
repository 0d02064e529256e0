# Livery: `make demo` and `make test` are all a newcomer needs.
SWIFT ?= swift
OUT ?= out
BIN = .build/release/livery
FUZZ_SECONDS ?= 60

SHOWCASE = Stylesheets/Showcase/Showcase.style.yaml Stylesheets/Showcase/Showcase.tree.yaml

.PHONY: deps build release test api-digest example stress demo lint-examples bench fuzz format clean

deps:
	@Scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The suite's temporary folders: one folder per checkout, emptied as each run starts, so runs do not
# pile up in /tmp. Outside the checkout: a test needs a folder that is in no git repository.
TEST_TMP = $(or $(TMPDIR),/tmp)/livery-make-test-$(shell printf %s "$(CURDIR)" | cksum | cut -d' ' -f1)

test: deps
	$(SWIFT) build --build-tests
	@# LiveryCore's public API must equal its pinned digest (Docs/Embedding.md, "Public API").
	SWIFT=$(SWIFT) python3 Scripts/api-digest.py --check
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	TMPDIR=$(TEST_TMP) $(SWIFT) test --skip-build --skip LiveryPreviewTests
	@# The preview server's tests apart from the rest, whose renders would hold the Swift cooperative threads its
	@# answers need (on two cores, past a test's minute-long bound); its answers under its own load, alone.
	TMPDIR=$(TEST_TMP) $(SWIFT) test --skip-build --filter LiveryPreviewTests --skip ServerLoadTests
	TMPDIR=$(TEST_TMP) $(SWIFT) test --skip-build --filter ServerLoadTests
	Scripts/check-example.sh
	@# An app resolves only what it links: a different swift-syntax beside Livery's app-facing products.
	Scripts/check-app-dependencies.sh
	Scripts/lsp-test.sh .build/debug/livery
	Scripts/neovim-test.sh .build/debug/livery
	@Scripts/install-deps.sh chromium
	python3 Scripts/browser-test.py .build/debug/livery $(OUT)/browser-test.png

# Rewrites Docs/API/LiveryCore.api.txt, the pinned list of LiveryCore's public
# declarations, after a deliberate change to what apps can use.
api-digest:
	SWIFT=$(SWIFT) python3 Scripts/api-digest.py

# The example app: its stylesheets compiled by LiveryPlugin, linked against LiveryCore only.
example: deps
	Scripts/check-example.sh

release: deps
	$(SWIFT) build -c release --product livery

lint-examples: release
	$(BIN) lint --strict Stylesheets/*.style.yaml Stylesheets/Showcase/*.style.yaml Stylesheets/Screens/*.style.yaml \
		Stylesheets/Tokens/*.tokens.json

# SettingsSwiftUI is the Settings screen written as SwiftUI, styled by Settings.style.yaml
# (a screen's stylesheet is its name less a SwiftUI suffix).
SCREENS = Settings SettingsSwiftUI FeedCard SignIn Controls Lists
# The full screens (not the feed card, a component) also on these devices,
# with the status bar and the home indicator.
DEVICE_SCREENS = Settings SettingsSwiftUI SignIn Controls Lists
# Screens with themes of their own (a stylesheet's `traits:`), in each theme.
THEMED_SCREENS = Reader
THEMES = theme=sepia,theme=night
DEVICES = iPhone 16 Pro,iPad mini (A17 Pro)

# Renders the showcase, a sheet of it in light and dark at scales 1, 2 and 3,
# the token-styled profile card, and the three example screens (laid out by
# stacks) in light, dark, accessibilityExtraLarge and right-to-left.
demo: lint-examples
	@mkdir -p $(OUT)
	$(BIN) render $(SHOWCASE) -o $(OUT)/showcase.png
	$(BIN) render $(SHOWCASE) -o $(OUT)/showcase-sheet.png --sheet --scales 1,2,3
	$(BIN) render Stylesheets/Profile.style.yaml Stylesheets/Profile.tree.yaml -o $(OUT)/profile-sheet.png --sheet --scales 2
	@for s in $(SCREENS); do \
		$(BIN) render Stylesheets/Screens/$${s%SwiftUI}.style.yaml Stylesheets/Screens/$$s.tree.yaml -o $(OUT)/screens/$$s \
			--variants light,dark --content-sizes large,accessibilityExtraLarge --quiet || exit 1; \
		$(BIN) render Stylesheets/Screens/$${s%SwiftUI}.style.yaml Stylesheets/Screens/$$s.tree.yaml -o $(OUT)/screens/$$s-rtl \
			--variants light --trait layoutDirection=rightToLeft --quiet || exit 1; \
	done
	@for s in $(THEMED_SCREENS); do \
		$(BIN) render Stylesheets/Screens/$$s.style.yaml Stylesheets/Screens/$$s.tree.yaml -o $(OUT)/themes/$$s \
			--variants light,$(THEMES) --quiet || exit 1; \
	done
	@for s in $(DEVICE_SCREENS); do \
		$(BIN) render Stylesheets/Screens/$${s%SwiftUI}.style.yaml Stylesheets/Screens/$$s.tree.yaml -o $(OUT)/devices/$$s \
			--devices "$(DEVICES)" --variants light,dark --quiet || exit 1; \
	done
	@echo
	@echo "The showcase is at $(CURDIR)/$(OUT)/showcase.png"
	@echo "Light and dark at 1x, 2x, 3x: $(CURDIR)/$(OUT)/showcase-sheet.png"
	@echo "A card styled from design tokens, light and dark: $(CURDIR)/$(OUT)/profile-sheet.png"
	@echo "Settings (and its SwiftUI twin), a feed card, a sign-in form, the controls and lists (light, dark, larger text; right-to-left): $(CURDIR)/$(OUT)/screens/*/index.html"
	@echo "$(DEVICE_SCREENS) on $(DEVICES): $(CURDIR)/$(OUT)/devices/*/index.html"
	@echo "$(THEMED_SCREENS) in its themes, colours from its asset catalog: $(CURDIR)/$(OUT)/themes/*/index.html"

# Livery against its peers (libyaml, Yams, a naive resolver, Cairo, libpng) in
# one run; a separate package, so no peer links into the product. BENCH_ARGS=--json
# adds the one-line JSON summary. Docs/Performance.md has a recorded run.
bench:
	@Scripts/install-deps.sh libcairo2-dev
	@python3 -c "import skia, blend2d" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check skia-python blend2d-python
	@# The snapshot workload times the release `livery` binary, as a CI job runs it.
	$(SWIFT) build -c release --product livery
	$(SWIFT) run -c release --package-path Benchmarks livery-bench $(BENCH_ARGS)

# Every fuzz target for FUZZ_SECONDS each; fails on any crash, hang, leak or sanitizer report.
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_SECONDS)

# Hostile-but-valid inputs at full size (Scripts/stress.py): each must end within
# 10 s and 1 GiB with exit 0 or a located error. Not part of `make test` (about a minute).
stress: release
	python3 Scripts/stress.py $(BIN)

# Formats every Swift file with the project's .swift-format (swift-format ships with the toolchain).
format:
	$(SWIFT) format -i -r --configuration .swift-format Sources Tests Benchmarks/Sources Fuzz/Sources \
		Package.swift Benchmarks/Package.swift Fuzz/Package.swift

clean:
	rm -rf .build Examples/StyledApp/.build Fuzz/.build Fuzz/corpus-run Fuzz/artifacts $(OUT)
