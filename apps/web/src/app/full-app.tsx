import { useEffect, useRef } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { UpdatePrompt } from '../pwa/update-prompt';
import { App } from './app';
import { refocusControl, type Handoff } from './handoff';
import { RouterSiteNavigation } from './router-site-navigation';
import '../index.css';

/** Follows the link that left the landing page, with focus back where it was. */
function FollowHandoff({ handoff }: { handoff: Handoff }) {
  const navigate = useNavigate();
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    refocusControl(handoff.focus);
    void navigate(handoff.to);
  }, [handoff, navigate]);
  return null;
}

/** The whole app under the router; `handoff` when it takes over from the landing page. */
export function FullApp({ handoff }: { handoff: Handoff | null }) {
  return (
    <BrowserRouter>
      <RouterSiteNavigation>
        <App scrollOnStart={handoff === null} />
        {handoff && <FollowHandoff handoff={handoff} />}
      </RouterSiteNavigation>
      <UpdatePrompt />
    </BrowserRouter>
  );
}
