#!/usr/bin/env node
// Fails when README.md or docs/**/*.md name a repository path that does not exist, or an ADR lacks a valid status.
// Paths are read from `code spans`, fenced blocks and link targets when they start with a top-level folder below.
// `*` and `**` are globs, `…` stands for any folders, `<name>` for one segment, `{a,b}` for alternatives; each
// must match at least one file or folder. A `name.md` anywhere in the text (prose too) must be a file: by its path
// from the top or the document, else as the end of one (a bare `forms.md`); a link to a URL names nothing here.
// ADRs start with `Status: accepted` or `Status: superseded [in part] by NNNN`; docs/adr/README.md links every ADR
// and names, on its `Never used:` line, exactly the numbers below the highest that no ADR has.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

const roots = ['app', 'components', 'content', 'customtypes', 'docs', 'infra', 'lib', 'messages', 'public'].concat([
  'sandbox',
  'scripts',
  'server',
  'slices',
  'tests',
]);
// A word of a code span; `<…>` placeholders and `{a,b}` alternatives may hold spaces and commas.
const tokenPattern = /(?:<[^>\n]*>|\{[^}\n]*\}|[^\s,;|<{])+/g;
const rootPattern = new RegExp(`^(?:\\./)?(?:${roots.join('|')})/`);

/** Every place a markdown text may name a path: code spans, fenced code lines and link targets, by line. */
export function pathMentions(markdown) {
  const mentions = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    const at = index + 1;
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    const texts = fenced ? [line] : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    for (const text of texts) for (const [token] of text.matchAll(tokenPattern)) mentions.push({ token, line: at });
    if (fenced) return;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g))
      mentions.push({ token: match[1], line: at, link: true });
  });
  return mentions;
}

/** The repository-relative path a mention names (trimmed of punctuation, anchors and line numbers), else null. */
export function mentionedPath({ token, link }, file) {
  if (/^[a-z]+:/i.test(token) || token.startsWith('#')) return null;
  let path = token.replace(/^[("'[]+/, '').replace(/[)"'.,:;!?]+$/, '');
  path = path.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '');
  if (link && !rootPattern.test(path)) {
    if (path.startsWith('/') || !/\.\w+$|\/$/.test(path)) return null;
    const resolved = normalize(join(dirname(file), path));
    return resolved.startsWith('..') ? null : resolved.replace(/\/$/, '');
  }
  return rootPattern.test(path) ? path.replace(/^\.\//, '').replace(/\/$/, '') : null;
}

const linkPattern = /\[[^\]\n]*\]\(([^)\s]+)\)/g;
const urlPattern = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const markdownNamePattern = /(?<![\w@./<>*{}-])(?:\.\.?\/)*[\w@][\w@.-]*(?:\/[\w@.-]+)*\.md\b/g;

/** Every `*.md` a line names outside the links `mentionedPath` already resolves in the repository, and outside URLs. */
function markdownNames(markdown, file) {
  const names = [];
  markdown.split('\n').forEach((line, index) => {
    const text = line
      .replace(linkPattern, (link, target) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return ' ';
        return mentionedPath({ token: target, link: true }, file) ? ' ' : ` ${target} `;
      })
      .replace(urlPattern, ' ');
    for (const [token] of text.matchAll(markdownNamePattern)) names.push({ token, line: index + 1 });
  });
  return names;
}

/** Whether a `*.md` name is a file: from the top or from the document when it starts with `./` or `../`, else by its end. */
function markdownNameExists(token, file, files) {
  if (/^\.\.?\//.test(token)) {
    const resolved = normalize(join(dirname(file), token));
    return !resolved.startsWith('..') && files.includes(resolved);
  }
  return files.some((candidate) => candidate === token || candidate.endsWith(`/${token}`));
}

function expandBraces(pattern) {
  const match = pattern.match(/\{([^{}]*,[^{}]*)\}/);
  if (!match) return [pattern];
  return match[1].split(',').flatMap((option) => expandBraces(pattern.replace(match[0], option)));
}

/** A matcher for one named path: globs and placeholders as the header says, everything else literal. */
export function pathMatcher(path) {
  const patterns = expandBraces(path).map((one) => {
    const source = one
      .split(/(\*\*|\*|…|\.\.\.|<[^>]+>)/)
      .map((part) => {
        if (part === '**' || part === '…' || part === '...') return '.*';
        if (part === '*' || /^<[^>]+>$/.test(part)) return '[^/]*';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return new RegExp(`^${source}$`);
  });
  return (candidate) => patterns.some((pattern) => pattern.test(candidate));
}

/** Every file and the folders above it. */
function repositoryPaths(files) {
  const paths = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('/'));
  }
  return paths;
}

/** Problems with an ADR's status line: it must be the first line after the title, naming existing ADRs. */
export function statusProblems(markdown, adrNumbers) {
  const lines = markdown.split('\n').filter((line) => line.trim() !== '');
  const status = lines[0]?.startsWith('# ') ? lines[1] : lines[0];
  const match = status?.match(/^Status: (accepted|superseded (?:in part )?by (\d{4}))\b/);
  if (!match) return ['does not start with "Status: accepted" or "Status: superseded [in part] by NNNN"'];
  const named = [...status.matchAll(/\b(\d{4})\b/g)].map((number) => number[1]);
  return named.filter((number) => !adrNumbers.has(number)).map((number) => `names ADR ${number}, which does not exist`);
}

/** Problems with the ADR index: an ADR it does not link, a number it calls unused that an ADR has, a gap it omits. */
export function adrIndexProblems(markdown, adrs) {
  const linked = new Set([...markdown.matchAll(/\]\((?:\.\/)?(\d{4}-[^)\s/]+\.md)\)/g)].map((match) => match[1]));
  const problems = adrs
    .filter((file) => !linked.has(file.slice('docs/adr/'.length)))
    .map((file) => `does not list ${file}`);
  const numbers = new Set(adrs.map((file) => Number(file.slice('docs/adr/'.length, 'docs/adr/'.length + 4))));
  const unused = new Set([...(markdown.match(/^Never used:.*$/m)?.[0] ?? '').matchAll(/\b\d{4}\b/g)].map(Number));
  const name = (number) => String(number).padStart(4, '0');
  for (const number of unused) if (numbers.has(number)) problems.push(`calls ${name(number)} unused, which is an ADR`);
  const highest = Math.max(0, ...numbers);
  for (const number of unused)
    if (!numbers.has(number) && number > highest) problems.push(`calls ${name(number)} unused, which is not a gap`);
  for (let number = 1; number < highest; number++)
    if (!numbers.has(number) && !unused.has(number)) problems.push(`does not say that ${name(number)} was never used`);
  return problems;
}

export function checkDocs(read, files) {
  const paths = repositoryPaths(files);
  const listed = [...paths];
  const docs = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
  const adrs = docs.filter((file) => /^docs\/adr\/\d{4}-[^/]+\.md$/.test(file));
  const adrNumbers = new Set(adrs.map((file) => file.slice('docs/adr/'.length, 'docs/adr/'.length + 4)));
  const problems = [];
  for (const file of docs) {
    const text = read(file);
    for (const mention of pathMentions(text)) {
      const path = mentionedPath(mention, file);
      if (!path || paths.has(path)) continue;
      const matches = /[*…<{]|\.\.\./.test(path) ? pathMatcher(path) : null;
      if (!matches || !listed.some(matches)) problems.push(`${file}:${mention.line}: ${path} does not exist`);
    }
    for (const { token, line } of markdownNames(text, file))
      if (!markdownNameExists(token, file, files)) problems.push(`${file}:${line}: ${token} does not exist`);
    if (adrs.includes(file))
      for (const problem of statusProblems(text, adrNumbers)) problems.push(`${file}: ${problem}`);
  }
  const index = 'docs/adr/README.md';
  if (files.includes(index))
    for (const problem of adrIndexProblems(read(index), adrs)) problems.push(`${index}: ${problem}`);
  return [...new Set(problems)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const git = (args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate'])
    .split('\n')
    .filter(Boolean);
  const deleted = new Set(git(['ls-files', '--deleted']).split('\n').filter(Boolean));
  const problems = checkDocs(
    (file) => readFileSync(file, 'utf8'),
    files.filter((file) => !deleted.has(file)),
  );
  for (const problem of problems) console.error(problem);
  console.log(`check-docs: ${problems.length ? `${problems.length} problems` : 'every named path exists'}`);
  process.exit(problems.length ? 1 : 0);
}
