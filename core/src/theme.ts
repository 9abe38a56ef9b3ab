/** The colour themes a user can choose (header theme menu); 'system' follows the device. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
