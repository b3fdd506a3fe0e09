import { useSearchParams } from 'react-router-dom';

/** The record id of an edit page (…/edit?id=<id>); pass it to react-admin's <Edit id={…}>. */
export function useIdParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get('id') ?? undefined;
}
