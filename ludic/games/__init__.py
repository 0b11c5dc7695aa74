"""One module per game, each behind the protocol of :mod:`ludic.model.protocol`.

| module | game | rule book |
| --- | --- | --- |
| ``isolo`` | Isolo (Sukuma four-row mancala) | ``isolo.md`` I1-I10 |
| ``dra`` | Dra (lines of three on 6x5) | ``dra.md`` D1-D6 |
| ``khamousiyya`` | Khamousiyya (7x7 kharbga with H’ajeb) | ``khamousiyya.md`` H1-H8 |
| ``sticks`` | the six El Oued throwing sticks | ``sticks.md`` K1-K6 |
| ``sig_race`` | Sig (El Oued), the race to Mecca | ``sig-el-oued.md`` S1-S9 |
| ``sig_capture`` | Sig (El Oued Capture) | ``sig-el-oued-capture.md`` C1-C8 |

None of them imports pygame or calls ``random``.
"""
