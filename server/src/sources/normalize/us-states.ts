import { usStateFromCode, usStateFromName, usStates } from '@futurefund/core';

// Open Scholarships gives residency as USPS codes; other sources use full names ("Arizona").
// Rows store full names so one state reads the same whatever its source. The table is core's.

/** "NV" -> "Nevada"; null when the code is not a state. */
export function stateName(code: string): string | null {
  const found = usStateFromCode(code);
  return found ? usStates[found]! : null;
}

/** The state's full name when `text` is one ("arizona" -> "Arizona"), else null. */
export function asStateName(text: string): string | null {
  const found = usStateFromName(text);
  return found ? usStates[found]! : null;
}
