# Livery: `make demo` and `make test` are all a newcomer needs.
SWIFT ?= swift
OUT ?= out
BIN = .build/release/livery

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

clean:
	rm -rf .build $(OUT)
