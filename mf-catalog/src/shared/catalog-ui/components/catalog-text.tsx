import Typography from '@mui/material/Typography';

/** A catalogue text (string_1 / string_2) shown above or below a list; line breaks kept. */
export function CatalogText({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Typography data-testid={testId} sx={{ whiteSpace: 'pre-line', color: 'text.secondary', my: 2, maxWidth: '75ch' }}>
      {text}
    </Typography>
  );
}
