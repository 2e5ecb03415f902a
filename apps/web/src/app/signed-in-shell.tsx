import type { ContainerProps } from '@mui/material';
import { AppBar, Box, Button, Container, GlobalStyles, Toolbar } from '@mui/material';
import latinFace from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';
import { alpha } from '@mui/material/styles';
import { BrandLogo } from '../components/shell/brand-logo';
import { HEADER_HEIGHT } from '../components/shell/site-header';
import { LoadingBlock } from '../components/ui/paged-list';
import { PageContainer } from '../components/ui/page-container';
import {
  ITINERARIES_SUBTITLE,
  ITINERARIES_TITLE,
} from '../features/parent-itineraries/pages/itineraries-page';
import { PAGE_TITLE as SEARCH_TITLE } from '../features/specialist-search/pages/search-page';
import { SHELL_ATTRIBUTE } from './shell-marker';
import { paths } from '../lib/paths';

/** A signed-in page's frame as it first shows: its heading, and its content still loading. */
interface ShellPage {
  path: string;
  title: string;
  subtitle?: string;
  maxWidth: ContainerProps['maxWidth'];
  loading: string;
  /** A link beside the heading, as the page has it. */
  action?: { label: string; to: string };
}

/**
 * The signed-in pages whose frame the build renders: the server sends it in place of the empty
 * page, so the heading shows before any script has run; the app then renders the page over it
 * (not a hydration: what the page shows is the user's, which the build cannot know).
 */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    path: paths.parent.itineraries,
    title: ITINERARIES_TITLE,
    subtitle: ITINERARIES_SUBTITLE,
    maxWidth: 'lg',
    loading: 'Loading itineraries',
    action: { label: 'Payments', to: paths.parent.payments },
  },
  { path: paths.specialist.search, title: SEARCH_TITLE, maxWidth: 'xl', loading: 'Loading' },
];

/**
 * The frame's text face: the page's (Nunito Sans, the same file, which the page preloads) with
 * `font-display: block`, so the frame's text first paints in the face the app's page then paints
 * it in, at the same size: the heading that replaces it is not a larger paint than the frame's
 * (which would make the page's largest paint wait for the app). Without it for 3 s, the frame's
 * text shows in the metric-compatible fallback.
 */
const SHELL_FACE = 'Nunito Sans Shell';
const shellFace = (
  <GlobalStyles
    styles={{
      '@font-face': {
        fontFamily: SHELL_FACE,
        fontStyle: 'normal',
        fontDisplay: 'block',
        fontWeight: '200 1000',
        src: `url(${latinFace}) format("woff2-variations")`,
      },
      [`[${SHELL_ATTRIBUTE}], [${SHELL_ATTRIBUTE}] [class]`]: {
        fontFamily: `"${SHELL_FACE}", "Nunito Sans Fallback", Arial, sans-serif`,
      },
    }}
  />
);

/**
 * The header's bar with the logo only (who is signed in, and so the navigation, is read by the
 * app), the page's heading where the page puts it, and a progress circle where its content goes.
 * The bar and main have the sizes the app's layout gives them, so the app's page replaces this
 * one without moving the heading.
 */
export function SignedInShell({ page }: { page: ShellPage }) {
  return (
    <Box
      {...{ [SHELL_ATTRIBUTE]: '' }}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      {shellFace}
      <AppBar
        position="sticky"
        elevation={0}
        color="transparent"
        sx={{
          color: 'text.primary',
          background: alpha('#fbfaf6', 0.9),
          borderBottom: 1,
          borderColor: 'rgba(29, 42, 42, 0.06)',
        }}
      >
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3, lg: 4 } }}>
          <Toolbar
            disableGutters
            sx={{ minHeight: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md } }}
          >
            <BrandLogo size={38} />
          </Toolbar>
        </Container>
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          minHeight: {
            xs: `calc(100vh - ${HEADER_HEIGHT.xs}px)`,
            md: `calc(100vh - ${HEADER_HEIGHT.md}px)`,
          },
        }}
      >
        <PageContainer
          title={page.title}
          subtitle={page.subtitle}
          maxWidth={page.maxWidth}
          actions={
            page.action && (
              <Button href={page.action.to} variant="outlined">
                {page.action.label}
              </Button>
            )
          }
        >
          <LoadingBlock label={page.loading} />
        </PageContainer>
      </Box>
    </Box>
  );
}
