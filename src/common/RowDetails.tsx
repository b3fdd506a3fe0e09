import Box from '@mui/material/Box';
import { ColumnLabel, ColumnValue, priorityClass, type ColumnElement } from './list-columns';

/**
 * A row's expanded details in a narrow table: the columns that gave way, label and value. Each item
 * shows only while its column is hidden (the container rules of src/common/PagedList.tsx).
 */
export function RowDetails({ columns }: { columns: ColumnElement[] }) {
  return (
    <Box component="dl" data-testid="row-details" sx={{ m: 0, py: 1, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
      {columns.map((column, i) => (
        <Box key={column.key ?? i} className={`detail-${priorityClass(column.props.priority)}`} sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12 }}>
            <ColumnLabel column={column} />
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <ColumnValue column={column} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
