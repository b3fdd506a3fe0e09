import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { SearchHit } from '../../../resources/search';
import { useT } from '../../locale';
import { navigateTo } from '../../routes/navigator';
import { searchRecords } from './api';

/** Typing settles this long before the search is asked: every key would be a request otherwise. */
const SETTLE_MS = 120;

/** react-admin's path of a record (`/store/12`), which leads to its page (docs/ui.md, Screens). */
const pathOf = (hit: SearchHit) => `/${hit.kind}/${hit.id}`;

/** The hits of the text typed, as the user types; an answer to an older text is dropped. */
function useHits(text: string): { hits: SearchHit[]; loading: boolean; failed: boolean } {
  const [state, setState] = useState({ hits: [] as SearchHit[], loading: false, failed: false, for: '' });
  const query = text.trim();
  useEffect(() => {
    if (query === '') return;
    let current = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      searchRecords(query).then(
        (result) => current && setState({ hits: result.list, loading: false, failed: false, for: query }),
        () => current && setState({ hits: [], loading: false, failed: true, for: query }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  if (query === '') return { hits: [], loading: false, failed: false };
  return { hits: state.for === query ? state.hits : [], loading: state.loading || state.for !== query, failed: state.failed };
}

/** The search box: a name or an id, results grouped by kind; choosing one opens its page. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const { hits, loading, failed } = useHits(text);
  const choose = (hit: SearchHit | null) => {
    if (!hit) return;
    onClose();
    setText('');
    navigateTo(pathOf(hit));
  };
  const empty = text.trim() === '' ? t('app.search.hint') : failed ? t('app.search.failed') : t('app.search.nothing');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <Autocomplete<SearchHit>
        open={open}
        // the list stays open while the box is; Escape closes the box
        onClose={(_, reason) => reason === 'escape' && onClose()}
        options={hits}
        loading={loading}
        loadingText={t('app.search.loading')}
        noOptionsText={empty}
        filterOptions={(options) => options}
        groupBy={(hit) => t(`app.search.kind.${hit.kind}`)}
        getOptionLabel={(hit) => hit.name}
        getOptionKey={(hit) => `${hit.kind}-${hit.id}`}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        inputValue={text}
        onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
        onChange={(_, hit) => choose(hit)}
        value={null}
        disablePortal
        slotProps={{ popper: { sx: { position: 'static !important', transform: 'none !important', width: '100% !important' } } }}
        renderOption={({ key, ...props }, hit) => (
          <li key={key} {...props} data-testid={`search-hit-${hit.kind}-${hit.id}`}>
            <ListItemText primary={hit.name} secondary={hit.detail ? `#${hit.id} · ${hit.detail}` : `#${hit.id}`} />
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            placeholder={t('app.search.placeholder')}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': t('app.search.open'), 'data-testid': 'search-input' } }}
            sx={{ p: 1 }}
          />
        )}
      />
    </Dialog>
  );
}
