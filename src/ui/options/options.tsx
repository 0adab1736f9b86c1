/** The options page: where the agent connects Customer Lens to their workspace. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../i18n';
import { ApiSettingsForm } from './ApiSettingsForm';
import '../theme.css';

function Options() {
  return (
    <main className="options">
      <h1>{t('extName')}</h1>
      <p className="muted">{t('optionsIntro')}</p>
      <ApiSettingsForm />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
