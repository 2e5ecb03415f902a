import { lazy, Suspense, type ComponentType } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { CONCIERGE_POINTS, HERO, TIME_SAVERS, type ConciergePoint } from '../content/home';
import { HeroIllustration } from '../illustrations/hero-illustration';
import { StartPlanButton } from '../components/start-plan-button';
import { Section } from '../components/section';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { PromoVideo } from '../components/promo-video';
import { HomeSpotlight, HomeTestimonials } from '../components/home-carousels';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { HydrateWhenVisible } from '../../../components/ui/hydrate-when-visible';
import { Island } from '../../../islands/island';

/**
 * The newsletter form, at the foot of the page, loads after the page has shown: its form library
 * and text field are none of the first load. Its place is held meanwhile, so nothing below moves.
 */
const NewsletterSignup = lazy(() =>
  import('../components/newsletter-signup').then((m) => ({ default: m.NewsletterSignup })),
);

const CONCIERGE_ICONS: Record<ConciergePoint['key'], ComponentType<SvgIconProps>> = {
  'care-free': SpaOutlinedIcon,
  personalized: FavoriteBorderRoundedIcon,
  trusted: VerifiedUserOutlinedIcon,
};

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: 'linear-gradient(180deg, #eef6f2 0%, #fbfaf6 100%)',
        pt: { xs: 4, md: 8 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography
              component="p"
              sx={{
                color: 'primary.main',
                fontWeight: 800,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                fontSize: '0.8rem',
                mb: 1.5,
              }}
            >
              {HERO.eyebrow}
            </Typography>
            <Typography
              variant="h1"
              id="hero-title"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', lg: '3.2rem' }, color: 'primary.dark' }}
            >
              {HERO.title}
            </Typography>
            <Typography
              sx={{
                mt: 2.5,
                fontSize: { xs: '1.05rem', md: '1.2rem' },
                color: 'text.secondary',
                maxWidth: 600,
              }}
            >
              {HERO.lead}
            </Typography>
            <Box
              sx={{
                mt: 4,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
              }}
            >
              <Island
                name="start-plan"
                component={StartPlanButton}
                props={{
                  color: 'primary',
                  sx: { px: 4, py: 1.5, fontSize: '1.05rem', borderRadius: 999 },
                }}
              />
              <Button
                href="#how-it-works"
                variant="outlined"
                size="large"
                sx={{
                  px: 3.5,
                  py: 1.5,
                  fontSize: '1.05rem',
                  borderRadius: 999,
                  borderWidth: 2,
                  '&:hover': { borderWidth: 2 },
                }}
              >
                See how it works
              </Button>
            </Box>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 3.5,
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 3,
                rowGap: 1,
              }}
            >
              {HERO.points.map((point) => (
                <Box
                  component="li"
                  key={point}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.75,
                    fontWeight: 700,
                    color: 'text.primary',
                    fontSize: '0.95rem',
                  }}
                >
                  <CheckCircleRoundedIcon
                    aria-hidden="true"
                    sx={{ color: 'success.main', fontSize: 20 }}
                  />
                  {point}
                </Box>
              ))}
            </Box>
          </Box>
          <HeroIllustration sx={{ maxWidth: { xs: 420, md: 'none' }, mx: 'auto' }} />
        </Box>
      </Container>
    </Box>
  );
}

function Concierge() {
  return (
    <Section
      id="personal-concierge"
      eyebrow="Why families choose us"
      title="Your personal concierge"
      lead="Think of us as the friend who already knows every camp in town, and who is happy to do the planning for you."
      centered
      tone="paper"
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}
      >
        {CONCIERGE_POINTS.map((point) => {
          const Icon = CONCIERGE_ICONS[point.key];
          return (
            <Box
              key={point.key}
              sx={{ p: { xs: 3, md: 4 }, borderRadius: 2, bgcolor: '#f4f8f6', textAlign: 'center' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2,
                  borderRadius: '20px',
                  bgcolor: 'primary.main',
                  color: 'secondary.main',
                  display: 'grid',
                  placeItems: 'center',
                  transform: 'rotate(-6deg)',
                }}
              >
                <Icon sx={{ fontSize: 34, transform: 'rotate(6deg)' }} />
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.35rem', fontWeight: 800, mb: 1 }}>
                {point.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{point.text}</Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

function Video() {
  return (
    <Section id="video" tone="default">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' },
          gap: { xs: 3, md: 6 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              color: 'primary.main',
              fontWeight: 800,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              fontSize: '0.8rem',
              mb: 1,
            }}
          >
            Watch
          </Typography>
          <Typography
            variant="h2"
            id="video-title"
            sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}
          >
            See Camp Concierge in action
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: '1.1rem', color: 'text.secondary' }}>
            Follow one family from the questionnaire to a finished summer: the itinerary from their
            specialist, the changes they asked for, and a calendar they could finally share with
            grandparents.
          </Typography>
        </Box>
        <Island name="promo-video" component={PromoVideo} />
      </Box>
    </Section>
  );
}

function TimeSavers() {
  return (
    <Section id="time-savers" tone="paper">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' },
          gap: { xs: 3, md: 6 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 100 } }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: '#fdf1d3',
              color: '#9a6b00',
              display: 'grid',
              placeItems: 'center',
              mb: 2,
            }}
          >
            <TimerOutlinedIcon fontSize="large" />
          </Box>
          <Typography
            variant="h2"
            id="time-savers-title"
            sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}
          >
            Parent Time Savers
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: '1.1rem', color: 'text.secondary' }}>
            Researching, comparing and booking a summer of camps can take weeks of evenings. Here is
            what we take off your plate.
          </Typography>
          <Island
            name="start-plan"
            component={StartPlanButton}
            props={{ color: 'primary', sx: { mt: 3, borderRadius: 999, px: 3.5 } }}
          />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {TIME_SAVERS.map((saver, i) => (
            <Box
              component="li"
              key={saver.title}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2.5,
                borderRadius: 1.5,
                bgcolor: '#f7faf8',
                border: '1px solid #e3e9e6',
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  flex: 'none',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                }}
              >
                {i + 1}
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 800 }}>
                  {saver.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{saver.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Section>
  );
}

export function HomePage() {
  // 'Explore Camps' leads to the program spotlight below (/#program-spotlight).
  useScrollToHash();
  return (
    <>
      <Hero />
      {/* Below the hero, each section of the pre-rendered page is hydrated when it comes near
          the view: the first screen is interactive first and alone. */}
      <HydrateWhenVisible>
        <Concierge />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Section
          id="how-it-works"
          eyebrow="How it works"
          title="Four steps to a planned summer"
          lead="From the first question to the last day of camp, a real person is on your side."
          centered
          tone="mint"
        >
          <HowItWorksSteps />
        </Section>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Video />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Section
          id="testimonials"
          eyebrow="Testimonials"
          title="What parents say"
          centered
          tone="dark"
        >
          <Island name="testimonials" component={HomeTestimonials} />
        </Section>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Section
          id="program-spotlight"
          eyebrow="Program spotlight"
          title="Programs our specialists love"
          lead="A few of the camps and classes around the Triangle that families keep coming back to."
          tone="mint"
        >
          <Island name="spotlight" component={HomeSpotlight} />
        </Section>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <TimeSavers />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Suspense fallback={<Box sx={{ minHeight: { xs: 480, md: 380 } }} />}>
          <Island name="newsletter" component={NewsletterSignup} />
        </Suspense>
      </HydrateWhenVisible>
    </>
  );
}
