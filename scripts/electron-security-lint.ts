/**
 * Electron's security lint (`npm run lint:electron`): Electronegativity over the main and preload sources and over
 * the built bundle (`out/`, built first), failing on any finding above LOW that electron/electronegativity.json does
 * not accept with its reason. Electronegativity cannot look Electron's versions up offline, so the version comes
 * from package.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
interface Accepted {
  check: string;
  /** Source or built files; a trailing `*` stands for a built chunk's content hash. */
  files?: string[];
  reason: string;
}
interface Finding {
  check: string;
  severity: string;
  file: string;
  location: string;
  sample: string;
}

const accepted = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'electron/electronegativity.json'), 'utf8')) as { accepted: Accepted[] }
).accepted;
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};
const electronVersion = packageJson.optionalDependencies.electron?.replace(/^[^\d]*/, '');
if (!electronVersion) throw new Error('package.json has no electron optionalDependency to take the version from');

/** One CSV line of Electronegativity's report into its fields (quoted fields, "" for a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g;
  for (const match of line.matchAll(pattern)) {
    if (match.index >= line.length) break;
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  }
  return fields;
}

/** A record read whole: Electronegativity's check names are upper-case words, its severities a known few. */
const readWhole = (f: Finding) =>
  /^[A-Z][A-Z0-9_]*$/.test(f.check) && ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'].includes(f.severity);

/**
 * Scans `input`, again when a record of the report cannot be read whole: Electronegativity now and then writes a
 * record over the start of another (seen once in a clean-clone CI run: a line beginning mid-description), and a
 * mangled finding would fail the lint for a finding that is accepted.
 */
function scan(input: string): Finding[] {
  for (let attempt = 1; ; attempt++) {
    const { findings, raw } = scanOnce(input);
    if (findings.every(readWhole)) return findings;
    if (attempt === 3) throw new Error(`electronegativity's report for ${input} cannot be read, three times:\n${raw}`);
    console.log(`electronegativity's report for ${input} had a record it could not read whole; scanning again`);
  }
}

function scanOnce(input: string): { findings: Finding[]; raw: string } {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'electronegativity-')), 'report.csv');
  const bin = path.join(ROOT, 'node_modules/.bin/electronegativity');
  const run = spawnSync(bin, ['-i', input, '-e', electronVersion!, '-s', 'medium', '-r', '-v', 'false', '-o', report], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (!fs.existsSync(report))
    throw new Error(`electronegativity wrote no report for ${input}:\n${run.stdout}${run.stderr}`);
  const raw = fs.readFileSync(report, 'utf8');
  const [, ...lines] = raw.split('\n').filter(Boolean);
  const findings = lines.map(csvFields).map(([check, severity, , file, location, sample]) => ({
    check: check ?? '',
    severity: severity ?? '',
    file: file ?? '',
    location: location ?? '',
    sample: sample ?? '',
  }));
  return { findings, raw };
}

const namesFile = (name: string, file: string) =>
  name.endsWith('*') ? file.startsWith(name.slice(0, -1)) : name === file;
const isAccepted = (finding: Finding) =>
  accepted.some(
    (a) => a.check === finding.check && (!a.files || a.files.some((name) => namesFile(name, finding.file))),
  );

const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: ROOT, encoding: 'utf8' });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
const findings = [...scan('electron'), ...scan('out')];
const refused = findings.filter((f) => !isAccepted(f));
console.log(
  `Electronegativity (Electron ${electronVersion}) over electron/ and out/: ${findings.length} finding(s) above LOW, ` +
    `${findings.length - refused.length} accepted in electron/electronegativity.json.`,
);
for (const f of refused) console.error(`  ${f.severity} ${f.check} ${f.file}:${f.location}  ${f.sample}`);
process.exit(refused.length ? 1 : 0);
