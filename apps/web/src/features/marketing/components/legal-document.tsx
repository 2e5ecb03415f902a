import { Box, Container, Link, Paper, Typography } from '@mui/material';
import type { LegalBlock, LegalDocumentContent } from '../content/legal-types';
import { PageBanner } from './page-banner';
import { RichText } from './rich-text';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') {
    return (
      <Typography sx={{ mb: 2, lineHeight: 1.75 }}>
        <RichText text={block.text} />
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1, lineHeight: 1.7 } }}>
      {block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </Box>
  );
}

/** Terms, business terms and privacy policy: banner, table of contents and numbered sections. */
export function LegalDocument({ doc, eyebrow }: { doc: LegalDocumentContent; eyebrow: string }) {
  useScrollToHash();
  return (
    <>
      <PageBanner eyebrow={eyebrow} title={doc.title} lead={`Last updated ${doc.lastUpdated}`} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
            gap: { xs: 3, md: 5 },
            alignItems: 'start',
          }}
        >
          <Paper
            component="nav"
            aria-label="On this page"
            variant="outlined"
            sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 96 }, borderRadius: 1.5 }}
          >
            <Typography component="h2" sx={{ fontWeight: 800, mb: 1, fontSize: '1rem' }}>
              On this page
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {doc.sections.map((s) => (
                <Box component="li" key={s.id} sx={{ py: 0.5 }}>
                  <Link
                    href={`#${s.id}`}
                    underline="hover"
                    sx={{ fontSize: '0.95rem', color: 'text.secondary' }}
                  >
                    {s.title}
                  </Link>
                </Box>
              ))}
            </Box>
          </Paper>
          <Box component="article" sx={{ maxWidth: 780, minWidth: 0 }}>
            {doc.intro.map((b, i) => (
              <Block key={i} block={b} />
            ))}
            {doc.sections.map((s) => (
              <Box
                component="section"
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-h`}
                sx={{ scrollMarginTop: 96, mt: 4 }}
              >
                <Typography variant="h2" id={`${s.id}-h`} sx={{ fontSize: '1.35rem', mb: 1.5 }}>
                  {s.title}
                </Typography>
                {s.blocks.map((b, i) => (
                  <Block key={i} block={b} />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
