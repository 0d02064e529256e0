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

# Livery against its peers (libyaml, Yams, a naive resolver, Cairo, libpng) in
# one run; a separate package, so no peer links into the product. BENCH_ARGS=--json
# adds the one-line JSON summary. Docs/Performance.md has a recorded run.
bench:
	@Scripts/install-deps.sh libcairo2-dev
	$(SWIFT) run -c release --package-path Benchmarks livery-bench $(BENCH_ARGS)

clean:
	rm -rf .build $(OUT)
