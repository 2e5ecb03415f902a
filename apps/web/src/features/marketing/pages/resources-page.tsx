import { Box, Chip, Container, Link, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { ARTICLES, type Article } from '../content/resources';
import { SPOTLIGHT_PROVIDERS, agesLabel, type SpotlightProvider } from '../content/providers';
import { PageBanner } from '../components/page-banner';
import { SpotlightArtwork } from '../components/spotlight-art';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

function ArticleSection({ article }: { article: Article }) {
  return (
    <Box
      component="article"
      id={article.slug}
      aria-labelledby={`${article.slug}-title`}
      sx={{
        scrollMarginTop: 96,
        '& > *': { maxWidth: 780 },
        p: { xs: 3, md: 4 },
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: '1px solid #e3e9e6',
      }}
    >
      <Typography
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'text.secondary',
          fontSize: '0.9rem',
          fontWeight: 700,
        }}
      >
        <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 18 }} />
        {article.readingMinutes} min read
      </Typography>
      <Typography
        variant="h3"
        id={`${article.slug}-title`}
        sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 800, mt: 0.5 }}
      >
        {article.title}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.08rem', fontWeight: 600, color: 'primary.dark' }}>
        {article.summary}
      </Typography>
      {article.sections.map((s, i) => (
        <Box key={s.heading ?? i} sx={{ mt: 2.5 }}>
          {s.heading && (
            <Typography variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 800, mb: 1 }}>
              {s.heading}
            </Typography>
          )}
          {s.paragraphs?.map((para) => (
            <Typography
              key={para}
              sx={{ lineHeight: 1.75, color: 'text.secondary', '& + &': { mt: 1.5 } }}
            >
              {para}
            </Typography>
          ))}
          {s.list && (
            <Box
              component="ul"
              sx={{
                pl: 3,
                m: 0,
                mt: s.paragraphs ? 1.5 : 0,
                color: 'text.secondary',
                '& li': { mb: 0.75, lineHeight: 1.6 },
              }}
            >
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <BackToTop />
    </Box>
  );
}

function ProviderEntry({ p }: { p: SpotlightProvider }) {
  return (
    <Box
      component="article"
      id={p.slug}
      aria-labelledby={`${p.slug}-title`}
      sx={{
        scrollMarginTop: 96,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: '1px solid #e3e9e6',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
      }}
    >
      <SpotlightArtwork art={p.art} height={{ xs: 140, md: '100%' }} />
      <Box sx={{ p: { xs: 3, md: 4 } }}>
        <Typography
          sx={{
            color: 'primary.main',
            fontWeight: 800,
            fontSize: '0.85rem',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {p.name}
        </Typography>
        <Typography
          variant="h3"
          id={`${p.slug}-title`}
          sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, fontWeight: 800, mt: 0.5 }}
        >
          {p.blog.title}
        </Typography>
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <Typography
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'text.secondary',
              fontWeight: 700,
              mr: 1,
            }}
          >
            <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: 18 }} />
            {p.town}
          </Typography>
          <Chip
            size="small"
            label={agesLabel(p)}
            sx={{ fontWeight: 700, bgcolor: '#fdf1d3', color: '#6b4b00' }}
          />
          {p.campTypes.map((c) => (
            <Chip
              key={c}
              size="small"
              label={c}
              variant="outlined"
              sx={{ fontWeight: 600, borderColor: '#c9d8d3' }}
            />
          ))}
        </Box>
        <Typography sx={{ mt: 1, fontSize: '0.95rem', color: 'text.secondary' }}>
          <strong>Interests:</strong> {p.interests.join(', ')}
        </Typography>
        {p.blog.paragraphs.map((para) => (
          <Typography key={para} sx={{ mt: 2, lineHeight: 1.75 }}>
            {para}
          </Typography>
        ))}
        <Box sx={{ mt: 2.5, p: 2.5, borderRadius: 1.5, bgcolor: '#f4f8f6' }}>
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 800 }}>
            Good to know
          </Typography>
          <Box
            component="ul"
            sx={{ pl: 2.5, m: 0, mt: 1, color: 'text.secondary', '& li': { mb: 0.5 } }}
          >
            {p.blog.goodToKnow.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Box>
        <BackToTop />
      </Box>
    </Box>
  );
}

function BackToTop() {
  return (
    <Link
      href="#resources-contents"
      underline="hover"
      sx={{
        mt: 2.5,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        fontSize: '0.9rem',
      }}
    >
      <ArrowUpwardIcon aria-hidden="true" sx={{ fontSize: 16 }} />
      Back to contents
    </Link>
  );
}

/** Resources: guides for parents, and the blog entries of the thirteen spotlight programs. */
export function ResourcesPage() {
  useScrollToHash();
  return (
    <>
      <PageBanner
        eyebrow="Resources"
        title="The Camp Concierge blog"
        lead="Planning guides for parents, and a closer look at the programs our specialists recommend around Raleigh, Durham and Cary."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          component="nav"
          id="resources-contents"
          aria-label="Contents"
          sx={{
            scrollMarginTop: 96,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 3,
            mb: 6,
          }}
        >
          <Box sx={{ p: 3, borderRadius: 2, bgcolor: '#eaf3ef' }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1 }}>
              Guides for parents
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {ARTICLES.map((a) => (
                <li key={a.slug}>
                  <Link href={`#${a.slug}`} underline="hover" sx={{ fontWeight: 600 }}>
                    {a.title}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ p: 3, borderRadius: 2, bgcolor: '#fdf6e3' }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1 }}>
              Program spotlight
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, columns: { xs: 1, sm: 2 }, columnGap: 3 }}
            >
              {SPOTLIGHT_PROVIDERS.map((p) => (
                <Box component="li" key={p.slug} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                  <Link href={`#${p.slug}`} underline="hover" sx={{ fontWeight: 600 }}>
                    {p.name}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="guides-title">
          <Typography
            variant="h2"
            id="guides-title"
            sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' }, mb: 3 }}
          >
            Guides for parents
          </Typography>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {ARTICLES.map((a) => (
              <ArticleSection key={a.slug} article={a} />
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="spotlight-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography
            variant="h2"
            id="spotlight-title"
            sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}
          >
            Program spotlight
          </Typography>
          <Typography
            sx={{ mt: 1, mb: 3, color: 'text.secondary', fontSize: '1.08rem', maxWidth: 760 }}
          >
            Thirteen programs that families love, from robotics labs to riding stables. Your
            specialist can tell you which fit your child and your calendar.
          </Typography>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {SPOTLIGHT_PROVIDERS.map((p) => (
              <ProviderEntry key={p.slug} p={p} />
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
