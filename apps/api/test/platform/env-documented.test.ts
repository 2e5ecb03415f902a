// Every variable the product reads (config.ts's, and the OpenTelemetry SDK's OTEL_ ones) is in
// the README's configuration table and in .env.example, and nothing else is; compose.yaml's own
// variables are in the README's table of them and in .env.example's section of them;
// compose.yaml reads no variable neither documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/config.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The lines of a Markdown section, from its `## ` heading to the next. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  expect(start, `README has no section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The variables a section's table names in its first column (`A`, `B`), header row aside. */
function tableVariables(lines: string[]): string[] {
  return lines
    .filter((l) => l.startsWith('| `'))
    .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

/** The variables of .env.example, set (`NAME=`) or shown with their default (`# NAME=`), per section. */
function envExample(): { product: string[]; compose: string[] } {
  const text = read('.env.example');
  const marker = text.indexOf("# ---- compose.yaml's own variables");
  expect(marker).toBeGreaterThan(0);
  const names = (part: string) =>
    [...part.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
  return { product: names(text.slice(0, marker)), compose: names(text.slice(marker)) };
}

/** OpenTelemetry's standard variables: the SDK reads them, not config.ts. */
const isTracing = (name: string) => name.startsWith('OTEL_');

const readme = read('README.md');
const configTable = tableVariables(section(readme, 'Configuration'));
const composeTable = tableVariables(section(readme, 'Running in containers'));

describe('the documented environment', () => {
  it("is the README's configuration table: every variable the product reads, and only those", () => {
    expect(configTable.length).toBeGreaterThan(30);
    expect(sorted(configTable.filter((name) => !isTracing(name)))).toEqual(sorted(ENV_VARIABLES));
    expect(configTable).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
  });

  it(".env.example lists exactly the README's variables, each once", () => {
    const { product, compose } = envExample();
    expect(sorted(product)).toEqual(sorted(configTable));
    expect(product.length).toBe(new Set(product).size);
    expect(composeTable.length).toBeGreaterThan(0);
    expect(sorted(compose)).toEqual(sorted(composeTable));
  });

  it('compose.yaml reads only documented variables, and every variable of its own', () => {
    const compose = read('compose.yaml');
    const used = sorted([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    expect(
      used.filter((name) => !configTable.includes(name) && !composeTable.includes(name)),
    ).toEqual([]);
    expect(composeTable.filter((name) => !used.includes(name))).toEqual([]);
  });
});
