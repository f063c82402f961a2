export default function SettingsDialog(_props: { open: boolean; onClose: () => void }) {
  return null;
}
