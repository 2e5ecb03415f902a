import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { PageBanner } from '../components/page-banner';
import { Section } from '../components/section';
import { StartPlanButton } from '../components/start-plan-button';
import { CompassIllustration } from '../illustrations/compass-illustration';
import { paths } from '../../../lib/paths';

const VALUES = [
  {
    title: 'Children first',
    text: 'Every recommendation starts with a child’s interests, needs and comfort, not with what is easiest to fill.',
  },
  {
    title: 'Local knowledge',
    text: 'We know the programs, the people who run them and the drive at 8 AM. That knowledge is what makes a plan work.',
  },
  {
    title: 'Honest advice',
    text: 'We tell you when a camp is not the right fit, even if it is popular, and we are open about how we are paid.',
  },
  {
    title: 'Time back for families',
    text: 'The hours we save you are hours for the things only you can do, like the evening swim after camp.',
  },
];

/** About us: vision and mission, values and the story behind the service. */
export function AboutUsPage() {
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title="We plan the activities, so families can enjoy them"
        lead="Camp Concierge was started by parents who spent one too many evenings comparing camp websites, and who knew there had to be a better way."
      />
      <Section id="vision-and-mission">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 0.8fr' },
            gap: { xs: 4, md: 7 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box component="section" aria-labelledby="vision-title" sx={cardSx}>
              <Box sx={iconSx} aria-hidden="true">
                <VisibilityOutlinedIcon />
              </Box>
              <Typography variant="h2" id="vision-title" sx={{ fontSize: '1.6rem' }}>
                Our vision
              </Typography>
              <Typography
                sx={{ mt: 1.25, fontSize: '1.08rem', color: 'text.secondary', lineHeight: 1.7 }}
              >
                A world where every child spends their free time doing something they love, with
                people who bring out their best, and where finding that is easy for every family,
                whatever their schedule.
              </Typography>
            </Box>
            <Box component="section" aria-labelledby="mission-title" sx={cardSx}>
              <Box sx={iconSx} aria-hidden="true">
                <FlagOutlinedIcon />
              </Box>
              <Typography variant="h2" id="mission-title" sx={{ fontSize: '1.6rem' }}>
                Our mission
              </Typography>
              <Typography
                sx={{ mt: 1.25, fontSize: '1.08rem', color: 'text.secondary', lineHeight: 1.7 }}
              >
                To give busy parents a personal concierge for their children’s camps, classes and
                after-school programs: a program specialist who listens, researches and builds a
                plan that fits the child and the family, and tools that make booking, sharing and
                keeping track simple.
              </Typography>
            </Box>
          </Box>
          <CompassIllustration sx={{ maxWidth: 400, mx: 'auto' }} />
        </Box>
      </Section>
      <Section id="story" title="Our story" tone="paper">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 2, md: 6 },
          }}
        >
          <Typography sx={{ fontSize: '1.08rem', lineHeight: 1.75, color: 'text.secondary' }}>
            Every winter, the same ritual: a laptop, a spreadsheet, twenty open tabs and a calendar
            full of gaps. Registration dates, age cut-offs, drop-off times that almost work, a
            sibling who wants something completely different. By the time the plan was done, the
            best weeks were often full.
          </Typography>
          <Typography sx={{ fontSize: '1.08rem', lineHeight: 1.75, color: 'text.secondary' }}>
            We built Camp Concierge in Raleigh to change that. Our program specialists do the
            research, talk to providers, and turn each family’s wishes into one clear itinerary. Our
            platform adds the rest: easy booking, a shared calendar, planning with friends and MIA,
            our virtual assistant. Providers, in turn, reach families who are looking for exactly
            what they offer.
          </Typography>
        </Box>
      </Section>
      <Section id="values" title="What we believe" tone="mint">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            gap: 2.5,
          }}
        >
          {VALUES.map((v) => (
            <Box
              key={v.title}
              sx={{
                p: 3,
                borderRadius: 2,
                bgcolor: 'background.paper',
                border: '1px solid #e3e9e6',
              }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 800 }}>
                {v.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{v.text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <JoinSection />
    </>
  );
}

const cardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: 2,
  bgcolor: 'background.paper',
  border: '1px solid #e3e9e6',
} as const;
const iconSx = {
  width: 48,
  height: 48,
  borderRadius: '14px',
  bgcolor: '#eaf3ef',
  color: 'primary.main',
  display: 'grid',
  placeItems: 'center',
  mb: 1.5,
} as const;
/** How families and camp directors join. */
function JoinSection() {
  return (
    <Section id="join" tone="default">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Box
          sx={{
            ...cardSx,
            bgcolor: 'primary.dark',
            color: 'common.white',
            borderColor: 'primary.dark',
          }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            For families
          </Typography>
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
            Tell us about your children and let a specialist plan their season.
          </Typography>
          <StartPlanButton sx={{ mt: 2.5, borderRadius: 999, px: 3.5 }} />
        </Box>
        <Box sx={cardSx}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            For program providers
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            Run a camp, class or after-school program? List your programs, take paid enrollments and
            get paid by direct deposit.
          </Typography>
          <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.director.signUp}
              variant="contained"
              size="large"
              sx={{ borderRadius: 999, px: 3.5 }}
            >
              Become a provider
            </Button>
            <Button
              component={RouterLink}
              to={paths.businessTerms}
              size="large"
              sx={{ borderRadius: 999 }}
            >
              Business terms
            </Button>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
