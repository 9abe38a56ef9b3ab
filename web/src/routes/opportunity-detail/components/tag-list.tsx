import { DETAIL_TAGS_SHOWN } from '@futurefund/core';
import { Badge } from '../../../components/ui/badge';

/** Product §2/§9: at most 3 tags, then '+N more'. */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, DETAIL_TAGS_SHOWN);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag, index) => (
        <li key={`${index}-${tag}`}>
          <Badge>{tag}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline" title={tags.slice(DETAIL_TAGS_SHOWN).join(', ')}>
            {`+${hidden} more`}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
