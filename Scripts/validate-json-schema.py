#!/usr/bin/env python3
"""Validates YAML or JSON documents against a JSON Schema, with the
`jsonschema` package (the draft is the schema's own `$schema`).

    Scripts/validate-json-schema.py SCHEMA FILE...

Prints one line per problem, `FILE: /json/pointer: message`, and exits 1
if there is any, 2 if the schema itself is invalid. YAML merge keys are
resolved first, as the compiler resolves them. The tests use it to check
`livery schema` against the bundled stylesheets and `lint --format sarif`
against the SARIF 2.1.0 schema.
"""
import json
import sys

import jsonschema
import yaml


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    try:
        validator_class.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"{argv[1]}: the schema is invalid: {error.message}")
        return 2
    validator = validator_class(schema)
    problems = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            document = yaml.safe_load(f)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            pointer = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {pointer}: {error.message}")
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
