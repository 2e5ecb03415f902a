import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { PageBanner } from '../components/page-banner';
import { Section } from '../components/section';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { StartPlanButton } from '../components/start-plan-button';
import { paths } from '../../../lib/paths';

const TIMELINE = [
  {
    when: 'Day 1',
    title: 'You fill in the questionnaire',
    text: 'It takes no more than 8 minutes per child. Tell us the weeks you need, where you live and work, your budget, and what your child loves (or would like to try).',
  },
  {
    when: 'Within 8 business hours',
    title: 'Your specialist says hello',
    text: 'A program specialist reviews your answers, introduces themselves and asks any follow-up questions, such as pick-up times or a friend your child would like to go to camp with.',
  },
  {
    when: 'Within 2 business days',
    title: 'Your first itinerary arrives',
    text: 'A week-by-week plan of camps, classes and programs, with dates, daily times, prices, seats, locations and notes from your specialist on why each one fits.',
  },
  {
    when: 'Whenever you are ready',
    title: 'Review, adjust and book',
    text: 'Accept the itinerary or ask for changes to any activity. Once it is approved, pay for activities, invite friends to join, and follow everything on your family calendar.',
  },
];

const ITINERARY_INCLUDES = [
  'Dates, duration and daily times for every activity',
  'Ages, grades and camp type',
  'Prices, available seats and payment status',
  'Location, with the drive from home in mind',
  'Links to the camp page and waiver form',
  'The provider’s cancellation policy',
  'Photos and video from the provider',
  'MIA, to answer questions about any activity',
];

/** How it works: the four steps in detail, the timeline and what an itinerary holds. */
export function HowItWorksPage() {
  return (
    <>
      <PageBanner
        eyebrow="How it works"
        title="From one questionnaire to a fully planned season"
        lead="You share what your family needs. A program specialist does the research, the comparing and the fitting together, and you stay in control of every decision."
      />
      <Section
        id="steps"
        title="The four steps"
        lead="The path from your first answer to a planned season."
      >
        <HowItWorksSteps />
      </Section>
      <TimelineSection />
      <Section id="itinerary" title="What your itinerary includes" tone="mint">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {ITINERARY_INCLUDES.map((line) => (
              <Box
                component="li"
                key={line}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', fontSize: '1.05rem' }}
              >
                <CheckCircleRoundedIcon
                  aria-hidden="true"
                  sx={{ color: 'success.main', mt: 0.25 }}
                />
                {line}
              </Box>
            ))}
          </Box>
          <Box
            sx={{
              p: { xs: 3, md: 4 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: '1px solid #e3e9e6',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.3rem', fontWeight: 800 }}>
              Who are program specialists?
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              Specialists are members of our team who plan activities for families every day. They
              know the local programs, keep notes on what families say about them, and talk to
              providers directly, so your itinerary reflects more than a website listing.
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
              You keep the same specialist for your family, and you can reach them with comments on
              any itinerary in review.
            </Typography>
          </Box>
        </Box>
      </Section>
      <Section id="get-started" tone="dark">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
            Ready to hand over the planning?
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: '1.1rem', color: 'rgba(255,255,255,0.85)' }}>
            Start with the questionnaire. You choose a package afterwards.
          </Typography>
          <Box
            sx={{ mt: 3.5, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}
          >
            <StartPlanButton sx={{ borderRadius: 999, px: 4 }} />
            <Button
              component={RouterLink}
              to={paths.pricing}
              variant="outlined"
              size="large"
              sx={{
                borderRadius: 999,
                px: 4,
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              See pricing
            </Button>
          </Box>
        </Box>
      </Section>
    </>
  );
}
/** What happens when, from the questionnaire to the season. */
function TimelineSection() {
  return (
    <Section id="timeline" title="What happens when" tone="paper">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.4fr 0.9fr' },
          gap: { xs: 3, md: 7 },
          alignItems: 'start',
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TIMELINE.map((item, i) => (
            <Box
              component="li"
              key={item.title}
              sx={{ display: 'grid', gridTemplateColumns: '28px 1fr', columnGap: 2.5 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 20,
                    height: 20,
                    mt: 0.5,
                    borderRadius: '50%',
                    bgcolor: 'secondary.main',
                    border: '4px solid',
                    borderColor: 'primary.main',
                  }}
                />
                {i < TIMELINE.length - 1 && (
                  <Box aria-hidden="true" sx={{ flex: 1, width: 3, bgcolor: '#cfe0da', my: 0.5 }} />
                )}
              </Box>
              <Box sx={{ pb: 4 }}>
                <Typography
                  sx={{
                    color: 'primary.main',
                    fontWeight: 800,
                    fontSize: '0.85rem',
                    textTransform: 'uppercase',
                    letterSpacing: '0.06em',
                  }}
                >
                  {item.when}
                </Typography>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 800, mt: 0.5 }}>
                  {item.title}
                </Typography>
                <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>{item.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          component="aside"
          aria-labelledby="siblings-title"
          sx={{
            p: { xs: 3, md: 4 },
            borderRadius: 2,
            bgcolor: '#fdf6e3',
            border: '1px solid #f3e2b3',
          }}
        >
          <Typography
            variant="h3"
            id="siblings-title"
            sx={{ fontSize: '1.25rem', fontWeight: 800 }}
          >
            Planning for more than one child?
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            Each child has their own questionnaire, because a 5-year-old and a 12-year-old rarely
            want the same summer. With Premium, your specialist plans for all of them together:
            shared weeks where it works, one drop-off where possible, and every plan on one family
            calendar.
          </Typography>
          <Button component={RouterLink} to={paths.pricing} sx={{ mt: 2, px: 0, fontWeight: 800 }}>
            Compare packages
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
