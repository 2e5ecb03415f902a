import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import KayakingIcon from '@mui/icons-material/Kayaking';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import PaletteIcon from '@mui/icons-material/Palette';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import SailingIcon from '@mui/icons-material/Sailing';
import CodeIcon from '@mui/icons-material/Code';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import TerrainIcon from '@mui/icons-material/Terrain';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import SportsGymnasticsIcon from '@mui/icons-material/SportsGymnastics';
import type { SpotlightArt } from '../content/providers';

const ART: Record<SpotlightArt, { icon: ComponentType<SvgIconProps>; from: string; to: string }> = {
  robot: { icon: SmartToyIcon, from: '#1f5f5b', to: '#3a8f86' },
  river: { icon: KayakingIcon, from: '#24606e', to: '#4aa0ad' },
  theater: { icon: TheaterComedyIcon, from: '#6b2d5c', to: '#a54c8a' },
  farm: { icon: AgricultureIcon, from: '#6b4a1f', to: '#a8773a' },
  palette: { icon: PaletteIcon, from: '#a2452f', to: '#e07a5f' },
  soccer: { icon: SportsSoccerIcon, from: '#2d6a3e', to: '#4f9d5f' },
  sailing: { icon: SailingIcon, from: '#1d4f7a', to: '#3f7fb5' },
  code: { icon: CodeIcon, from: '#3b3a7a', to: '#6664b8' },
  kitchen: { icon: SoupKitchenIcon, from: '#8a3b2a', to: '#c8664c' },
  strings: { icon: MusicNoteIcon, from: '#4a2f6b', to: '#7d57a8' },
  climbing: { icon: TerrainIcon, from: '#3f5a2a', to: '#6f8f45' },
  dance: { icon: AutoAwesomeIcon, from: '#8a2f4f', to: '#c95a7d' },
  gymnastics: { icon: SportsGymnasticsIcon, from: '#1f5f5b', to: '#d59a1f' },
};

/** The colored artwork at the top of a provider card; decorative. */
export function SpotlightArtwork({
  art,
  height = 150,
}: {
  art: SpotlightArt;
  /** A number of pixels, or responsive values (e.g. full height beside text on wide screens). */
  height?: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number | string>>;
}) {
  const { icon: Icon, from, to } = ART[art];
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        height,
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          width: 180,
          height: 180,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.08)',
          top: -60,
          left: -40,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          width: 120,
          height: 120,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.1)',
          bottom: -50,
          right: -20,
        }}
      />
      <Box
        sx={{
          position: 'relative',
          width: 80,
          height: 80,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.95)',
          display: 'grid',
          placeItems: 'center',
          boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
        }}
      >
        <Icon sx={{ fontSize: 42, color: from }} />
      </Box>
    </Box>
  );
}
