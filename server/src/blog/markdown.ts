/**
 * A blog article file: front matter (`key: value` lines between two `---` lines) and a Markdown body read into the
 * information pages' blocks (`## heading`, paragraphs, `- item` lists), so articles go through the same allow-list
 * renderer (`renderBlocks`: h2, p, ul/li, every text escaped). Nothing else of Markdown is markup here: a `<tag>`,
 * a link or an image in the body stays visible text, escaped — an article file can never inject HTML.
 */
import type { Block } from '../content';

export interface ArticleSource {
  /** Front matter, keys as written, values trimmed. */
  meta: Record<string, string>;
  blocks: Block[];
}

/** Splits a file into front matter and body; throws on a file without front matter (a broken file stops the start). */
export function parseArticleFile(text: string, name: string): ArticleSource {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') throw new Error(`${name}: no front matter (the first line must be ---)`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${name}: the front matter is not closed by ---`);
  const meta: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match?.[1]) throw new Error(`${name}: front matter line is not "key: value": ${line}`);
    meta[match[1]] = (match[2] ?? '').trim();
  }
  return { meta, blocks: markdownBlocks(lines.slice(end + 1)) };
}

/** Markdown lines → blocks: `#`…`######` headings become h2, `-`/`*` items a list, other runs of lines paragraphs. */
export function markdownBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ p: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ ul: list });
    paragraph = [];
    list = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (line === '') flush();
    else if (heading?.[1]) {
      flush();
      blocks.push({ h2: heading[1].trim() });
    } else if (item?.[1]) {
      if (paragraph.length > 0) flush();
      list.push(item[1].trim());
    } else if (list.length > 0 && /^\s{2,}/.test(raw)) {
      // An indented line continues the last item.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
