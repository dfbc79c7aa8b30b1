import { useDispatch } from 'react-redux';
import type { AppDispatch } from './api.ts';

/** The typed Redux dispatch; use it instead of react-redux's own (pages read state through the RTK Query hooks). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
