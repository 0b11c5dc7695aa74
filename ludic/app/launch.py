"""Start the desktop app (placeholder window until the scenes land)."""

from __future__ import annotations


def run_app(argv: list[str]) -> int:
    import pygame

    pygame.init()
    screen = pygame.display.set_mode((1024, 600), pygame.RESIZABLE)
    pygame.display.set_caption("Ludic")
    clock = pygame.time.Clock()
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((60, 40, 30))
        pygame.display.flip()
        clock.tick(30)
    pygame.quit()
    return 0
