import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './api.ts';

/** The typed Redux hooks; use these instead of react-redux's own. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
