import { useState } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { cssColor, readableTextOn } from '../model/css-color';

export interface CatalogCardProps {
  to: string;
  title: string;
  image?: string | null;
  logo?: string | null;
  /** Band colour under the picture (the activity/offer/formula colour). */
  color?: string | null;
  /** Gradient shown behind the picture and when it is missing. */
  gradient?: [string | null | undefined, string | null | undefined];
  /** Small text under the title. */
  caption?: string | null;
  testId: string;
  /** A card of the first screenful: its picture loads at once, with high priority (it is the page's largest paint). */
  priority?: boolean;
}

/** Cards of a list whose pictures load eagerly: the first screenful on a phone (2 × 2) and a desktop row. */
export const EAGER_CARD_COUNT = 4;

const DEFAULT_BAND = '#5b2a86';

/** A clickable catalogue card: picture (or the colour gradient), optional logo, coloured title band. */
export function CatalogCard({
  to,
  title,
  image,
  logo,
  color,
  gradient,
  caption,
  testId,
  priority = false,
}: CatalogCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const band = cssColor(color, DEFAULT_BAND);
  const from = cssColor(gradient?.[0], band);
  const to2 = cssColor(gradient?.[1], '#1d1b22');
  const text = readableTextOn(band);
  const showImage = Boolean(image) && !imageFailed;
  const showLogo = Boolean(logo) && !logoFailed;

  return (
    <Card
      data-testid={testId}
      elevation={2}
      sx={{
        height: '100%',
        borderRadius: { xs: 2, sm: 3 },
        overflow: 'hidden',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-4px)', boxShadow: 8 },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover, &:focus-within': { transform: 'none' },
        },
      }}
    >
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '3 / 2',
            background: `linear-gradient(135deg, ${from} 0%, ${to2} 100%)`,
            overflow: 'hidden',
            '& img.catalog-card-picture': { transition: 'transform 300ms ease' },
            '.MuiCardActionArea-root:hover & img.catalog-card-picture': { transform: 'scale(1.05)' },
          }}
        >
          {showImage && (
            <Box
              component="img"
              className="catalog-card-picture"
              src={image ?? undefined}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              onError={() => setImageFailed(true)}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                display: 'block',
              }}
            />
          )}
          {!showImage && (
            <Typography
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: readableTextOn(from),
                fontWeight: 900,
                fontSize: '2.5rem',
                opacity: 0.35,
                textTransform: 'uppercase',
                px: 2,
                textAlign: 'center',
              }}
            >
              {title.slice(0, 14)}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            bgcolor: band,
            color: text,
            px: { xs: 1.25, sm: 2 },
            py: { xs: 1, sm: 1.5 },
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 1.5 },
            flexGrow: 1,
          }}
        >
          {showLogo && (
            <Box
              component="img"
              src={logo ?? undefined}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              onError={() => setLogoFailed(true)}
              sx={{
                width: { xs: 28, sm: 40 },
                height: { xs: 28, sm: 40 },
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: '#fff',
                boxShadow: 1,
                objectFit: 'contain',
              }}
            />
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              component="h3"
              sx={{
                fontWeight: 800,
                textTransform: 'uppercase',
                fontSize: { xs: '0.8rem', sm: '1.05rem' },
                lineHeight: 1.25,
                overflowWrap: 'anywhere',
              }}
            >
              {title}
            </Typography>
            {caption && (
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {caption}
              </Typography>
            )}
          </Box>
          <ArrowForwardIcon fontSize="small" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
