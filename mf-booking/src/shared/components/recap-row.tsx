import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One 'label … value' row of a recap. */
export function RecapRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? '1.15rem' : undefined }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
