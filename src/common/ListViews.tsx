import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { extractValidSavedQueries, useListContext, useNavigate, useResourceContext, useSavedQueries, useTranslate } from 'react-admin';
import type { ListDef } from '../../resources/list';
import { listSearch, sameFilter, type ListQuery } from './list-query';

interface ViewItem extends ListQuery {
  key: string;
  label: string;
  saved: boolean;
}

/** The list's ready-made views, then the user's saved ones (react-admin's saved queries). */
function useViewItems(views: ListDef['views']): ViewItem[] {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { sort, perPage } = useListContext();
  const [saved] = useSavedQueries(resource);
  const ready = Object.entries(views ?? {}).map(([key, view]) => ({
    key,
    label: translate(`resources.${resource}.views.${key}`),
    saved: false,
    filter: view.filter,
    sort: view.sort ?? sort,
    perPage,
    displayedFilters: Object.fromEntries(Object.keys(view.filter).map((source) => [source, true])),
  }));
  const own = extractValidSavedQueries(saved).map((query, i) => ({
    key: `saved-${i}`,
    label: query.label,
    saved: true,
    filter: query.value.filter ?? {},
    sort: query.value.sort ?? sort,
    perPage: query.value.perPage ?? perPage,
    displayedFilters: query.value.displayedFilters ?? {},
  }));
  return [...ready, ...own];
}

/**
 * A row of views above the list: one click applies a view's filters (and its sort), a second click
 * on the view in use clears them. The view in use is the one whose filters are the list's.
 */
export function ListViews({ views }: { views: ListDef['views'] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues, setFilters } = useListContext();
  const items = useViewItems(views);
  if (items.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('pages.lists.views.label')}
      data-testid="list-views"
      sx={{ gap: 1, px: 1.5, pt: 1.5, pb: 0.5, overflowX: 'auto', '& .MuiChip-root': { flexShrink: 0 } }}
    >
      {items.map((item) => {
        const inUse = sameFilter(filterValues, item.filter);
        return (
          <Chip
            key={item.key}
            label={item.label}
            icon={item.saved ? <BookmarkBorderIcon /> : undefined}
            color={inUse ? 'primary' : 'default'}
            variant={inUse ? 'filled' : 'outlined'}
            aria-pressed={inUse}
            data-testid="list-view"
            data-view={item.key}
            onClick={() => (inUse ? setFilters({}, {}) : navigate({ search: listSearch(item) }))}
          />
        );
      })}
    </Stack>
  );
}
