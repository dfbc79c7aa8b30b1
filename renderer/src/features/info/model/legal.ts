/** The legal pages' facts (accounts §9): effective date, minimum age, governing law and courts. */
export const LEGAL = {
  effectiveDate: '1 June 2025',
  minimumAge: 18,
  governingLaw: 'the laws of India',
  courtsCity: 'Surat',
  courtsState: 'Gujarat',
} as const;
