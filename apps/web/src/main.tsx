import { createRoot } from 'react-dom/client';

function Placeholder() {
  return <h1>OpenDTU-OnBattery</h1>;
}

createRoot(document.getElementById('root')!).render(<Placeholder />);
