import { Camera } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Opens the Virtual School Tour dialog (built in its own issue). */
export function TourButton() {
  return (
    <Button variant="secondary" size="lg">
      <Camera aria-hidden="true" />
      Virtual Tour
    </Button>
  );
}
