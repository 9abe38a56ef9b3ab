import { letterParagraphs, type FactFlag } from '@futurefund/core';

export type Segment = { text: string; flag: FactFlag | null };

/**
 * A letter's paragraphs (as letterParagraphs splits them), each cut into plain and flagged
 * segments, so the preview can mark the facts the check found by their offsets in the whole body.
 */
export function paragraphSegments(body: string, flags: readonly FactFlag[]): Segment[][] {
  const paragraphs = letterParagraphs(body);
  let cursor = 0;
  return paragraphs.map((paragraph) => {
    const start = body.indexOf(paragraph, cursor);
    const end = start + paragraph.length;
    cursor = end;
    const inside = flags
      .filter((flag) => flag.start >= start && flag.end <= end && flag.end > flag.start)
      .sort((a, b) => a.start - b.start);
    const segments: Segment[] = [];
    let at = start;
    for (const flag of inside) {
      if (flag.start < at) continue; // overlapping flags: the first one marks the words
      if (flag.start > at) segments.push({ text: body.slice(at, flag.start), flag: null });
      segments.push({ text: body.slice(flag.start, flag.end), flag });
      at = flag.end;
    }
    if (at < end) segments.push({ text: body.slice(at, end), flag: null });
    return segments;
  });
}
