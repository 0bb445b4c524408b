import { useRef } from 'react';
import { Field } from 'react-final-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { fileSize } from '../../../shared/forms/model/file-size';
import { addDocuments, DOCUMENT_ACCEPT, documentTexts } from '../model/company-documents';

/** The documents sent with a company request (form value: File[]); checked by the form's validate. */
export function CompanyDocumentsField() {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field<File[]> name="documents">
      {({ input: field, meta }) => {
        const files = Array.isArray(field.value) ? field.value : [];
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
        return (
          <Box data-testid="company-documents">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {documentTexts.hint}
            </Typography>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={DOCUMENT_ACCEPT}
              data-testid="company-documents-input"
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                event.target.value = '';
                field.onChange(addDocuments(files, picked));
                field.onBlur();
              }}
            />
            <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
              Joindre des documents
            </Button>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {files.map((f) => (
                <Chip
                  key={`${f.name}:${f.size}`}
                  label={`${f.name} (${fileSize(f.size)})`}
                  onDelete={() => field.onChange(files.filter((x) => x !== f))}
                  data-testid="company-document"
                />
              ))}
            </Box>
            {error && <FormHelperText error>{error}</FormHelperText>}
          </Box>
        );
      }}
    </Field>
  );
}
