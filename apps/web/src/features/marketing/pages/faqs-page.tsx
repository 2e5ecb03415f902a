import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Container,
  Link,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FAQ_GROUPS } from '../content/faqs';
import { PageBanner } from '../components/page-banner';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { paths } from '../../../lib/paths';

/** FAQs: four groups of collapsible questions. */
export function FaqsPage() {
  useScrollToHash();
  const [expanded, setExpanded] = useState<string | false>(false);
  return (
    <>
      <PageBanner
        eyebrow="Help center"
        title="Frequently asked questions"
        lead="Answers about your account, itineraries, planning with friends and MIA, our virtual assistant."
      />
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 7 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
          gridTemplateAreas: {
            xs: '"nav" "questions" "contact"',
            md: '"questions nav" "questions contact" "questions ."',
          },
          gridTemplateRows: { md: 'auto auto 1fr' },
          columnGap: 6,
          rowGap: { xs: 4, md: 3 },
        }}
      >
        <Box
          component="nav"
          aria-label="Question groups"
          sx={{
            gridArea: 'nav',
            display: 'flex',
            flexWrap: 'wrap',
            flexDirection: { md: 'column' },
            alignItems: { md: 'stretch' },
            gap: 1,
          }}
        >
          {FAQ_GROUPS.map((g) => (
            <Button
              key={g.id}
              href={`#${g.id}`}
              variant="outlined"
              sx={{ borderRadius: 999, justifyContent: { md: 'flex-start' }, px: 2.5 }}
            >
              {g.title}
            </Button>
          ))}
        </Box>
        <Box
          sx={{
            gridArea: 'questions',
            display: 'grid',
            gap: { xs: 5, md: 6 },
            alignContent: 'start',
          }}
        >
          {FAQ_GROUPS.map((group) => (
            <Box
              component="section"
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              sx={{ scrollMarginTop: 96 }}
            >
              <Typography
                variant="h2"
                id={`${group.id}-title`}
                sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 2 }}
              >
                {group.title}
              </Typography>
              {group.items.map((item, i) => {
                const key = `${group.id}-${i}`;
                return (
                  <Accordion
                    key={key}
                    disableGutters
                    expanded={expanded === key}
                    onChange={(_e, open) => setExpanded(open ? key : false)}
                    sx={{
                      mb: 1.25,
                      borderRadius: '14px !important',
                      border: '1px solid #e3e9e6',
                      boxShadow: 'none',
                      '&::before': { display: 'none' },
                    }}
                  >
                    <AccordionSummary
                      expandIcon={<ExpandMoreIcon />}
                      id={`${key}-header`}
                      aria-controls={`${key}-content`}
                      sx={{ px: 2.5, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.5 } }}
                    >
                      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
                        {item.question}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails id={`${key}-content`} sx={{ px: 2.5, pt: 0, pb: 2.5 }}>
                      {item.answer.map((para) => (
                        <Typography
                          key={para}
                          sx={{ color: 'text.secondary', lineHeight: 1.7, '& + &': { mt: 1.5 } }}
                        >
                          {para}
                        </Typography>
                      ))}
                    </AccordionDetails>
                  </Accordion>
                );
              })}
            </Box>
          ))}
        </Box>
        <Box
          component="aside"
          aria-labelledby="faq-contact-title"
          sx={{
            gridArea: 'contact',
            alignSelf: 'start',
            p: 3,
            borderRadius: 2,
            bgcolor: '#eaf3ef',
          }}
        >
          <Typography variant="h2" id="faq-contact-title" sx={{ fontSize: '1.3rem' }}>
            Still have a question?
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            Our team answers every message within one business day.{' '}
            <Link component={RouterLink} to={paths.contactUs} underline="always">
              Contact us
            </Link>{' '}
            and we will be glad to help.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
