import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import { ParkProviders } from './park-providers';
import { createParkEmotionCache } from './emotion-cache';
import { parkColors } from './park-theme';

function PrimaryColour() {
  return <span data-testid="primary">{useTheme().palette.primary.main}</span>;
}

describe('ParkProviders', () => {
  it('gives the park theme, French component texts and an emotion cache with the key', () => {
    render(
      <ParkProviders cacheKey="testhost">
        <PrimaryColour />
        <Button>Valider</Button>
        <table>
          <tbody>
            <tr>
              <TablePagination count={30} page={0} rowsPerPage={10} onPageChange={() => undefined} />
            </tr>
          </tbody>
        </table>
      </ParkProviders>,
    );
    expect(screen.getByTestId('primary')).toHaveTextContent(parkColors.primary);
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(document.head.querySelector('style[data-emotion^="testhost"]')).not.toBeNull();
  });

  it('refuses an invalid cache key', () => {
    expect(() => createParkEmotionCache('Shell_1')).toThrow();
  });
});
