# Livery: `make demo` and `make test` are all a newcomer needs.
SWIFT ?= swift
OUT ?= out
BIN = .build/release/livery
FUZZ_SECONDS ?= 60

.PHONY: deps build test demo lint-examples bench fuzz clean

deps:
	@Scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

$(BIN): deps
	$(SWIFT) build -c release --product livery

lint-examples: $(BIN)
	$(BIN) lint --strict Stylesheets/*.style.yaml

demo: lint-examples
	@echo "demo: stylesheets lint clean"

# Every fuzz target for FUZZ_SECONDS each; fails on any crash, hang, leak or sanitizer report.
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build Fuzz/.build Fuzz/corpus-run Fuzz/artifacts $(OUT)
