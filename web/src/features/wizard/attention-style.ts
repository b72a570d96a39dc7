/** Amber that keeps text readable (contrast above 7:1), unlike MUI's warning colours on white. */
export const ATTENTION_SX = { bgcolor: '#fdecdc', color: '#6b3300', fontWeight: 600 } as const;
