// Relative links and #anchors of the docs, resolved as GitHub resolves them, so a moved section or file shows up in
// `npm run lint` instead of in front of a reader.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A link that leads nowhere: the file and line it stands on, its target and why it fails. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** A Markdown text without its fenced code blocks (their lines kept blank, so line numbers stay) and inline code. */
export function withoutCode(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (fence === undefined && marker) {
        fence = marker;
        return '';
      }
      if (fence !== undefined) {
        if (marker?.startsWith(fence)) fence = undefined;
        return '';
      }
      return line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    })
    .join('\n');
}

/** GitHub's anchor of a heading: its text without formatting, lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`]/g, (char) => (char === '_' ? '_' : ''));
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text offers: its headings' (a repeated one with -1, -2, …) and explicit `id`/`name`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

/** The relative link targets of a Markdown text (inline and reference links, images), with their lines. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, index) => {
      const targets = [
        ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
        ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map((match) => match[1]),
      ];
      for (const target of targets) {
        if (target !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ line: index + 1, target });
      }
    });
  return links;
}

/** Every relative link and anchor of a Markdown file (path from the repository root) that does not resolve. */
export function brokenLinks(root: string, file: string, markdown: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (target: string): Set<string> => {
    let anchors = anchorCache.get(target);
    if (!anchors) {
      anchors = anchorsOf(target === file ? markdown : readFileSync(path.join(root, target), 'utf8'));
      anchorCache.set(target, anchors);
    }
    return anchors;
  };
  for (const { line, target } of linksOf(markdown)) {
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const linked = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)));
    if (linked !== file && (linked.startsWith('..') || !existsSync(path.join(root, linked)))) {
      broken.push({ file, line, target, reason: `no file ${linked} in the repository` });
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (!linked.endsWith('.md') || (linked !== file && statSync(path.join(root, linked)).isDirectory())) {
      broken.push({ file, line, target, reason: `an anchor into ${linked}, which is no Markdown file` });
    } else if (!anchorsOfFile(linked).has(decodeURIComponent(anchor))) {
      broken.push({ file, line, target, reason: `${linked} has no heading or id "${anchor}"` });
    }
  }
  return broken;
}
