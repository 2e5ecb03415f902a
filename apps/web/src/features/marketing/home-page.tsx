import { Typography } from '@mui/material';

export function HomePage() {
  return <Typography variant="h1">Camp Concierge</Typography>;
}
