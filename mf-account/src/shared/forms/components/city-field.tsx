import { Field } from 'react-final-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { City } from '../../lookups/api/lookups-api';

/** Postal code and town, chosen from GET /api/city; the form value is the city id (idVil). */
export function CityField({ name = 'idVil', cities, loading }: { name?: string; cities: City[]; loading: boolean }) {
  return (
    <Field<number | null> name={name} allowNull>
      {({ input }) => (
        <Autocomplete
          options={cities}
          loading={loading}
          value={cities.find((c) => c.id === input.value) ?? null}
          onChange={(_, city) => input.onChange(city ? city.id : null)}
          getOptionLabel={(c) => `${c.postalCode} ${c.name}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Aucune ville"
          loadingText="Chargement…"
          renderInput={(params) => (
            <TextField {...params} id={`field-${name}`} label="Code postal et ville" onBlur={input.onBlur} />
          )}
        />
      )}
    </Field>
  );
}
