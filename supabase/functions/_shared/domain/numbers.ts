/**
 * Numbers where money and quantities are stored (issue 30): finite ones only. PostgreSQL's numeric and
 * float types also hold NaN and ±Infinity, and order NaN above every number, so a rule such as
 * `price > 0` lets NaN through. Every numeric, real and double precision column therefore has a check
 * constraint `<table>_<column>_finite` (migration 20261127000100), and SQL functions taking a number refuse
 * one that is not finite with this message (internal.require_finite, SQLSTATE 22023).
 */

/** 'Quoted price must be a finite number.' */
export const notFinite = (what: string): string => `${what} must be a finite number.`;
