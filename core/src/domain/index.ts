// Pure domain logic shared by server and web.
export { parseAwardAmountUsd } from './award';
export { normalizeDeadline, type NormalizeDeadlineOptions } from './dates';
export {
  addDays,
  browseInMemory,
  chipTagPatterns,
  compareForSort,
  deadlineWindowDays,
  isCampusTag,
  isOpen,
  matchesBrowseQuery,
  searchableText,
} from './browse';
